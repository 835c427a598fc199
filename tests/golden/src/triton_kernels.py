"""Triton 3.x kernels compiled for sm_90 (Hopper); writes their PTX.

usage: python3 triton_kernels.py OUTDIR

Run on a machine with an sm_90 GPU, Triton and PyTorch (tests/tools/regen-golden-ptx.sh
--triton does that). Each kernel is launched once on small inputs and compared
with PyTorch (a mismatch is only reported); the PTX is taken from the compiled kernel (kernel.asm['ptx']),
or, failing that, from Triton's cache directory.

  triton-add-sm90.ptx            vector add (masked loads/stores)
  triton-softmax-sm90.ptx        row softmax (cross-warp reductions through shared memory)
  triton-matmul-sm90.ptx         fp16 GEMM with tl.dot, pointer loads, 3 pipeline stages
                                 (wgmma.mma_async, cp.async, wgmma.fence/commit/wait)
  triton-matmul-ascale-sm90.ptx  same, with the A tile scaled in registers before tl.dot
                                 (A operand from registers: ldmatrix + wgmma with register A)
  triton-matmul-tma-sm90.ptx     fp16 GEMM through host tensor descriptors
                                 (cp.async.bulk.tensor + mbarrier, wgmma)
"""
import glob
import os
import shutil
import sys
import traceback

import torch
import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < n_cols
    x = tl.load(in_ptr + row * in_stride + offs, mask=mask, other=-float('inf'))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + offs, num / den, mask=mask)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                  stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                  GROUP_M: tl.constexpr, SCALE_A: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    offs_am = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        if SCALE_A:
            a = (a * 0.5).to(tl.float16)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c = acc.to(tl.float16)
    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    tl.store(c_ptrs, c, mask=(offs_cm[:, None] < M) & (offs_cn[None, :] < N))


@triton.jit
def matmul_tma_kernel(a_desc, b_desc, c_desc, K,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = a_desc.load([off_m, k])
        b = b_desc.load([k, off_n])
        acc = tl.dot(a, b, acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))


def save_ptx(handle, kernel_name, out_path):
    """Write the PTX of a launched kernel; fall back to Triton's cache."""
    ptx = None
    try:
        ptx = handle.asm['ptx']
    except Exception:
        traceback.print_exc()
    if not ptx:
        cache = os.environ.get('TRITON_CACHE_DIR', os.path.expanduser('~/.triton/cache'))
        found = sorted(glob.glob(os.path.join(cache, '**', kernel_name + '.ptx'), recursive=True),
                       key=os.path.getmtime)
        if found:
            shutil.copy(found[-1], out_path)
            print('%s: PTX taken from the cache %s' % (out_path, found[-1]))
            return
        raise RuntimeError('no PTX for ' + kernel_name)
    with open(out_path, 'w') as f:
        f.write(ptx)
    print('%s: %d bytes' % (out_path, len(ptx)))


def main(outdir):
    os.makedirs(outdir, exist_ok=True)
    dev = 'cuda'
    cap = torch.cuda.get_device_capability()
    print('triton', triton.__version__, 'torch', torch.__version__, 'device', torch.cuda.get_device_name(), cap)
    if cap != (9, 0):
        print('warning: not an sm_90 device; the PTX will target', cap)
    failures = 0

    def job(name, fn):
        nonlocal failures
        try:
            fn()
        except Exception:
            failures += 1
            print('FAILED', name)
            traceback.print_exc()

    def check(name, got, want, **tol):
        try:
            torch.testing.assert_close(got, want, **tol)
            print(name, 'matches PyTorch')
        except AssertionError as e:
            print('warning:', name, 'differs from PyTorch:', str(e).splitlines()[0])

    def add():
        n = 98432
        x = torch.rand(n, device=dev)
        y = torch.rand(n, device=dev)
        out = torch.empty_like(x)
        h = add_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024, num_warps=4)
        save_ptx(h, 'add_kernel', os.path.join(outdir, 'triton-add-sm90.ptx'))
        check('add', out, x + y)

    def softmax():
        x = torch.randn(64, 781, device=dev)
        out = torch.empty_like(x)
        h = softmax_kernel[(x.shape[0],)](out, x, x.stride(0), out.stride(0), x.shape[1],
                                          BLOCK=1024, num_warps=8)
        save_ptx(h, 'softmax_kernel', os.path.join(outdir, 'triton-softmax-sm90.ptx'))
        check('softmax', out, torch.softmax(x, dim=1))

    def matmul(scale_a, fname):
        M, N, K = 512, 512, 512
        a = torch.randn(M, K, device=dev, dtype=torch.float16)
        b = torch.randn(K, N, device=dev, dtype=torch.float16)
        c = torch.empty(M, N, device=dev, dtype=torch.float16)
        BM, BN, BK = 128, 128, 64
        grid = (triton.cdiv(M, BM) * triton.cdiv(N, BN),)
        h = matmul_kernel[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                                c.stride(0), c.stride(1), BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK, GROUP_M=8,
                                SCALE_A=scale_a, num_warps=8, num_stages=3)
        save_ptx(h, 'matmul_kernel', os.path.join(outdir, fname))
        check(fname, c, ((a * 0.5) if scale_a else a) @ b, atol=1e-1, rtol=1e-2)

    def matmul_tma():
        from triton.tools.tensor_descriptor import TensorDescriptor
        M, N, K = 512, 512, 512
        BM, BN, BK = 128, 128, 64
        a = torch.randn(M, K, device=dev, dtype=torch.float16)
        b = torch.randn(K, N, device=dev, dtype=torch.float16)
        c = torch.empty(M, N, device=dev, dtype=torch.float16)
        a_d = TensorDescriptor.from_tensor(a, [BM, BK])
        b_d = TensorDescriptor.from_tensor(b, [BK, BN])
        c_d = TensorDescriptor.from_tensor(c, [BM, BN])
        h = matmul_tma_kernel[(M // BM, N // BN)](a_d, b_d, c_d, K, BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK,
                                                  num_warps=4, num_stages=3)
        save_ptx(h, 'matmul_tma_kernel', os.path.join(outdir, 'triton-matmul-tma-sm90.ptx'))
        check('matmul-tma', c, a @ b, atol=1e-1, rtol=1e-2)

    job('add', add)
    job('softmax', softmax)
    job('matmul', lambda: matmul(False, 'triton-matmul-sm90.ptx'))
    job('matmul-ascale', lambda: matmul(True, 'triton-matmul-ascale-sm90.ptx'))
    job('matmul-tma', matmul_tma)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else '.'))
