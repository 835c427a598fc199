#!/usr/bin/env python3
"""Compiles the Triton kernels below and writes, per kernel, the LLVM IR
(NAME.ll), the PTX (NAME.ptx) and NAME.meta (num_warps, shared bytes, the
launch the kernel is meant for). Needs Triton and a CUDA GPU (the device
machine has both); the outputs are committed, so tests need neither.

    python3 tests/triton/gen-triton.py OUTDIR [CC]

CC is the compute capability to compile for (default 80: sm_80 code, which
warpsafe's tests use; the GPU the script runs on need not be that one)."""
import json
import os
import sys

import torch
import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(in_ptr + row * in_stride + cols, mask=cols < n_cols, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * out_stride + cols, num / tl.sum(num, axis=0), mask=cols < n_cols)


@triton.jit
def layernorm_kernel(x_ptr, y_ptr, w_ptr, b_ptr, stride, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n
    d = tl.where(m, x - mean, 0.0)
    rstd = 1 / tl.sqrt(tl.sum(d * d, axis=0) / n + eps)
    w = tl.load(w_ptr + cols, mask=m)
    b = tl.load(b_ptr + cols, mask=m)
    tl.store(y_ptr + row * stride + cols, d * rstd * w + b, mask=m)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * sam + rk[None, :] * sak
    b = b_ptr + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        acc += tl.dot(tl.load(a, mask=rk[None, :] < K - k * BK, other=0.0),
                      tl.load(b, mask=rk[:, None] < K - k * BK, other=0.0))
        a += BK * sak
        b += BK * sbk
    c = c_ptr + rm[:, None] * scm + rn[None, :] * scn
    tl.store(c, acc.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def histogram_kernel(x_ptr, hist_ptr, n, NBINS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0)
    tl.atomic_add(hist_ptr + (v % NBINS), 1, mask=m)


@triton.jit
def sum_atomic_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    tl.atomic_add(out_ptr, tl.sum(x, axis=0))


@triton.jit
def transpose_kernel(in_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    m = (rm[:, None] < M) & (rn[None, :] < N)
    t = tl.load(in_ptr + rm[:, None] * N + rn[None, :], mask=m)
    tl.store(out_ptr + rn[None, :] * M + rm[:, None], t, mask=m)


@triton.jit
def cumsum_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    # a scan of one block of values per program (warp shuffles and shared memory)
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0)
    tl.store(out_ptr + offs, tl.cumsum(x, axis=0), mask=offs < n)


@triton.jit
def argmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
    tl.store(out_ptr + row, tl.argmax(x, axis=0))


@triton.jit
def barrier_kernel(x_ptr, out_ptr, BLOCK: tl.constexpr):
    # a value staged in registers, a debug barrier, then a reversed store
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + tl.program_id(0) * BLOCK + offs)
    tl.debug_barrier()
    tl.store(out_ptr + tl.program_id(0) * BLOCK + (BLOCK - 1 - offs), x)


@triton.jit
def racy_store_kernel(out_ptr, BLOCK: tl.constexpr):
    # every program writes the same BLOCK elements: a global race between blocks
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, offs + tl.program_id(0))


def main():
    out = sys.argv[1]
    cc = int(sys.argv[2]) if len(sys.argv) > 2 else 80
    os.makedirs(out, exist_ok=True)
    dev = "cuda"
    f16, f32, i32 = torch.float16, torch.float32, torch.int32
    x = torch.randn(4096, device=dev)
    y = torch.randn(4096, device=dev)
    a = torch.randn(256, 256, device=dev, dtype=f16)
    b = torch.randn(256, 256, device=dev, dtype=f16)
    c = torch.empty(256, 256, device=dev, dtype=f16)
    m = torch.randn(64, 1000, device=dev)
    w = torch.randn(1000, device=dev)
    ints = torch.randint(0, 1000, (4096,), device=dev, dtype=i32)
    hist = torch.zeros(64, device=dev, dtype=i32)
    s = torch.zeros(1, device=dev)
    # name: (kernel, grid, args, constexprs, num_warps)
    jobs = {
        "triton-add": (add_kernel, (4,), (x, y, torch.empty_like(x), 4096), dict(BLOCK=1024), 4),
        "triton-softmax": (softmax_kernel, (64,), (torch.empty_like(m), m, m.stride(0), m.stride(0), 1000),
                           dict(BLOCK=1024), 4),
        "triton-layernorm": (layernorm_kernel, (64,), (m, torch.empty_like(m), w, w, m.stride(0), 1000, 1e-5),
                             dict(BLOCK=1024), 8),
        "triton-matmul": (matmul_kernel, (4, 4), (a, b, c, 256, 256, 256, a.stride(0), a.stride(1), b.stride(0),
                                                   b.stride(1), c.stride(0), c.stride(1)),
                          dict(BM=64, BN=64, BK=32), 4),
        "triton-histogram": (histogram_kernel, (4,), (ints, hist, 4096), dict(NBINS=64, BLOCK=1024), 4),
        "triton-sum-atomic": (sum_atomic_kernel, (4,), (x, s, 4096), dict(BLOCK=1024), 4),
        "triton-transpose": (transpose_kernel, (4, 4), (m, torch.empty_like(m), 64, 1000), dict(BM=32, BN=32), 4),
        "triton-cumsum": (cumsum_kernel, (4,), (ints, torch.empty_like(ints), 4096), dict(BLOCK=1024), 4),
        "triton-argmax": (argmax_kernel, (64,), (m, torch.empty(64, device=dev, dtype=i32), 1000),
                          dict(BLOCK=1024), 4),
        "triton-barrier": (barrier_kernel, (4,), (x, torch.empty_like(x)), dict(BLOCK=1024), 4),
        "triton-racy-store": (racy_store_kernel, (4,), (torch.empty(256, device=dev, dtype=i32),), dict(BLOCK=256), 4),
    }
    print("triton", triton.__version__, "torch", torch.__version__, "gpu", torch.cuda.get_device_name())
    for name, (k, grid, args, consts, nw) in jobs.items():
        try:
            h = k[grid](*args, **consts, num_warps=nw)  # compiles for this GPU and runs once
        except Exception as e:  # noqa: BLE001 - report and go on with the next kernel
            print(name, "FAILED:", type(e).__name__, str(e)[:400])
            continue
        comp, got = h, torch.cuda.get_device_capability()[0] * 10 + torch.cuda.get_device_capability()[1]
        try:  # the same source for the asked-for target
            comp = triton.compile(h.src, target=triton.backends.compiler.GPUTarget("cuda", cc, 32),
                                  options=dict(num_warps=nw))
            got = cc
        except Exception as e:  # noqa: BLE001
            print(name, f"sm_{cc} compile failed, keeping sm_{got}:", type(e).__name__, str(e)[:300])
        for ext, key in (("ll", "llir"), ("ptx", "ptx")):
            with open(os.path.join(out, f"{name}.{ext}"), "w") as f:
                f.write(comp.asm[key])
        meta = dict(num_warps=nw, block=[32 * nw, 1, 1], grid=list(grid) + [1] * (3 - len(grid)),
                    shared=getattr(comp.metadata, "shared", None), cc=got, triton=triton.__version__)
        with open(os.path.join(out, f"{name}.meta"), "w") as f:
            json.dump(meta, f)
        print(name, "ok", meta)


if __name__ == "__main__":
    main()
