// f-async-copy-race-012 -- 009 without the fence after mbarrier.init. BUGGY.
// The mbarrier.init is a generic-proxy write; the TMA unit updates the object
// through the asynchronous proxy. Without fence.mbarrier_init (or
// fence.proxy.async) between them the copy's complete_tx may act on an
// uninitialised object (PTX ISA, mbarrier: the init must be made visible).
// Expected: violation async-copy-race (warpsafe: unknown, names the missing fence).
// Launch: grid (4), block (256).  sm_90+.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_init_unfenced(float *out, const float *in)
{
    __shared__ alignas(16) float tile[1024];
    __shared__ uint64_t bar;
    if (threadIdx.x == 0)
        ptx::mbarrier_init(&bar, 1);  // BUG: no fence.mbarrier_init
    __syncthreads();
    if (threadIdx.x == 0) {
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, sizeof(tile));
        ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile, in + blockIdx.x * 1024, sizeof(tile), &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
    }
    unsigned t = threadIdx.x;
    out[blockIdx.x * 1024 + t] = tile[t] + tile[(t + 1) % 1024];
}
