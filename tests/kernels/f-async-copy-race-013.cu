// f-async-copy-race-013 -- 009 waiting on parity 1. BUGGY.
// try_wait.parity 1 on a fresh mbarrier (in phase 0) asks for the phase before
// phase 0, which counts as complete: the wait returns at once and the threads read
// the tile while the TMA copy may still be writing it.
// Expected: violation async-copy-race (the replay passes the parity-1 wait on a
// fresh mbarrier). Launch: grid (4), block (256).  sm_90+.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_wrong_parity(float *out, const float *in)
{
    __shared__ alignas(16) float tile[1024];
    __shared__ uint64_t bar;
    if (threadIdx.x == 0) {
        ptx::mbarrier_init(&bar, 1);
        ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, sizeof(tile));
        ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile, in + blockIdx.x * 1024, sizeof(tile), &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, 1)) {  // BUG: phase 0 has parity 0
    }
    unsigned t = threadIdx.x;
    out[blockIdx.x * 1024 + t] = tile[t] + tile[(t + 1) % 1024];
}
