// f-async-copy-race-015 -- 014 without the __syncthreads() that releases the tile. RACY.
// The single-stage Hopper streaming loop: thread 0 initialises one mbarrier for one
// arrival and fences the init; in iteration k it arrives with expect_tx of the
// tile's bytes and issues cp.async.bulk of tile k; every thread waits on the
// mbarrier with parity k & 1 (phase k), reads its element and its neighbour's,
// but nothing releases the tile: thread 0's copy of tile k + 1 may land while
// other threads still read tile k. Expected: async-copy-race (the copy of iteration
// k + 1 against the reads of iteration k). Launch: grid (4), block (256),
// tiles = 8 (any value).  sm_90+.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_loop_parity(float *out, const float *in, int tiles)
{
    __shared__ alignas(16) float tile[1024];
    __shared__ uint64_t bar;
    if (threadIdx.x == 0) {
        ptx::mbarrier_init(&bar, 1);
        ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    }
    __syncthreads();
    unsigned t = threadIdx.x;
    float acc = 0.0f;
    for (int k = 0; k < tiles; k++) {
        if (t == 0) {
            ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, sizeof(tile));
            ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile,
                               in + ((size_t)blockIdx.x * tiles + k) * 1024, sizeof(tile), &bar);
        }
        while (!ptx::mbarrier_try_wait_parity(&bar, k & 1)) {
        }
        acc += tile[t] + tile[(t + 1) % 1024];
    }
    out[blockIdx.x * 256 + t] = acc;
}
