// f-async-copy-race-010 -- 009 reading the tile before the wait. BUGGY.
// Each thread loads its element of the tile into a register before it spins on
// the mbarrier (a "prefetch" moved above the wait): the TMA copy thread 0 issued
// may not have landed. Threads 0 and 1 (and thread 0 with itself) race with the
// copy's write of tile[0..1023].
// Expected: violation async-copy-race. Launch: grid (4), block (256).  sm_90+.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_read_before_wait(float *out, const float *in)
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
    unsigned t = threadIdx.x;
    float mine = tile[t];  // BUG: before the wait
    while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
    }
    out[blockIdx.x * 1024 + t] = mine + tile[(t + 1) % 1024];
}
