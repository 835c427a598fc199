// f-async-copy-race-017 -- single-stage producer/consumer with full and empty mbarriers. SAFE.
// The warp-specialized shape without CTA barriers in the loop: full counts one
// arrival (the producer's arrive.expect_tx) and the copy's bytes; empty counts the
// block's threads. In iteration k thread 0 waits on empty with parity (k & 1) ^ 1
// (phase k - 1: the consumers' release of the tile; at k = 0 the phase before the
// first, complete at once), arrives on full with expect_tx and issues the copy;
// every thread waits on full with parity k & 1, reads the tile and arrives on empty.
// Expected: no async-copy-race, no shared-race. Launch: grid (4), block (256).  sm_90+.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_full_empty(float *out, const float *in, int tiles)
{
    __shared__ alignas(16) float tile[1024];
    __shared__ uint64_t full, empty;
    if (threadIdx.x == 0) {
        ptx::mbarrier_init(&full, 1);
        ptx::mbarrier_init(&empty, blockDim.x);
        ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    }
    __syncthreads();
    unsigned t = threadIdx.x;
    float acc = 0.0f;
    for (int k = 0; k < tiles; k++) {
        if (t == 0) {
            while (!ptx::mbarrier_try_wait_parity(&empty, (k & 1) ^ 1)) {
            }
            ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full, sizeof(tile));
            ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile,
                               in + ((size_t)blockIdx.x * tiles + k) * 1024, sizeof(tile), &full);
        }
        while (!ptx::mbarrier_try_wait_parity(&full, k & 1)) {
        }
        acc += tile[t] + tile[(t + 1) % 1024];
        ptx::mbarrier_arrive(&empty);
    }
    out[blockIdx.x * 256 + t] = acc;
}
