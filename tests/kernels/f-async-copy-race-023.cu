// f-async-copy-race-023 -- TMA 2-D tensor load of a 32x32 tile, expect_tx, parity 0. SAFE.
// The Hopper tile load every TMA GEMM starts from: the host encodes a tensor map
// (cuTensorMapEncodeTiled, box 32 x 32 floats = 4096 bytes) and passes it as a
// __grid_constant__ parameter; thread 0 initialises one mbarrier, fences the init,
// arrives with expect_tx of the tile's bytes and issues cp.async.bulk.tensor.2d for
// the block's tile; every thread waits on parity 0 and reads its element and the one
// a row below. Expected: no async-copy-race, no shared-race. Launch: grid (4),
// block (256), --tensor-box f_tma_2d_tile_param_1=4096 (the box the host encodes).
// sm_90+.
#include <cuda/ptx>
#include <cuda.h>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_2d_tile(float *out, const __grid_constant__ CUtensorMap tmap)
{
    __shared__ alignas(128) float tile[32 * 32];
    __shared__ uint64_t bar;
    unsigned t = threadIdx.x;
    if (t == 0) {
        ptx::mbarrier_init(&bar, 1);
        ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    }
    __syncthreads();
    if (t == 0) {
        int32_t c[2] = { 0, (int32_t)blockIdx.x * 32 };
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, sizeof(tile));
        ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, tile, &tmap, c, &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
    }
    out[blockIdx.x * 256 + t] = tile[t] + tile[(t + 32) % 1024];
}
