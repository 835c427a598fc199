// f-async-copy-race-011 -- 009 expecting half the bytes it copies. BUGGY.
// thread 0 arrives with expect_tx(2048) but the bulk copy moves 4096 bytes: the
// transaction count reaches zero once 2048 bytes landed, phase 0 completes, and
// the waiting threads may read the upper half of the tile while it is still being
// written (the remaining complete_tx falls into phase 1).
// Expected: violation async-copy-race (the block replay lands the copy's last bytes
// first: phase 0 completes without its first half). Launch: grid (4), block (256).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_expect_tx_short(float *out, const float *in)
{
    __shared__ alignas(16) float tile[1024];
    __shared__ uint64_t bar;
    if (threadIdx.x == 0) {
        ptx::mbarrier_init(&bar, 1);
        ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                       sizeof(tile) / 2);  // BUG: half the bytes
        ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile, in + blockIdx.x * 1024, sizeof(tile), &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
    }
    unsigned t = threadIdx.x;
    out[blockIdx.x * 1024 + t] = tile[t] + tile[(t + 1) % 1024];
}
