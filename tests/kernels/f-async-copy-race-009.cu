// f-async-copy-race-009 -- TMA 1-D load with mbarrier.arrive.expect_tx and try_wait.parity. SAFE.
// The cuda::ptx form of a TMA load (what CUTLASS and hand-written Hopper kernels
// emit): thread 0 initialises an mbarrier for one arrival, fences the init
// (fence.mbarrier_init), and after __syncthreads() arrives with expect_tx of the
// tile's 4096 bytes and issues cp.async.bulk into the tile; every thread spins on
// mbarrier.try_wait.parity 0 and then reads its element and its neighbour's.
// Expected: no async-copy-race, no shared-race. Launch: grid (4), block (256).  sm_90+.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_expect_tx_parity(float *out, const float *in)
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
    while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
    }
    unsigned t = threadIdx.x;
    out[blockIdx.x * 1024 + t] = tile[t] + tile[(t + 1) % 1024];
}
