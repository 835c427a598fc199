// f-async-copy-race-008 -- TMA 1-D load through cuda::memcpy_async and cuda::barrier. SAFE.
// Thread 0 initialises a block-scoped cuda::barrier (mbarrier.init with the block
// size) and fences it for the asynchronous proxy; after __syncthreads() it issues
// one cuda::memcpy_async of the 4 KiB tile (16-byte aligned: on sm_90 libcu++
// lowers it to cp.async.bulk ... mbarrier::complete_tx::bytes and an
// mbarrier.expect_tx of the same bytes). Every thread arrives and waits on the
// token, then reads its element and its right neighbour's.
// Expected: no async-copy-race, no shared-race. Launch: grid (4), block (256).  sm_90+.
#include <cuda/barrier>
#include <cuda/ptx>
using barrier = cuda::barrier<cuda::thread_scope_block>;
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_memcpy_async_barrier(float *out, const float *in)
{
    __shared__ alignas(16) float tile[1024];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ barrier bar;
    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
        ptx::fence_proxy_async(ptx::space_shared);
    }
    __syncthreads();
    if (threadIdx.x == 0)
        cuda::memcpy_async(tile, in + blockIdx.x * 1024, cuda::aligned_size_t<16>(sizeof(tile)), bar);
    barrier::arrival_token token = bar.arrive();
    bar.wait(std::move(token));
    unsigned t = threadIdx.x;
    out[blockIdx.x * 1024 + t] = tile[t] + tile[(t + 1) % 1024];
}
