// f-async-copy-race-006 -- cooperative_groups::memcpy_async of a tile, cg::wait, neighbour read. SAFE.
// The block copies 256 floats of its tile into shared memory with
// cg::memcpy_async (cp.async underneath, the copy spread over the block's
// threads), waits with cg::wait(block) (cp.async.wait_all and a block
// barrier), then each thread reads its right neighbour's element.
// Expected: no async-copy-race and no shared-race.
// Launch: grid (4), block (256).  sm_80+.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

extern "C" __global__ void f_cg_memcpy_async_ok(float *out, const float *in)
{
    __shared__ float tile[256];
    cg::thread_block block = cg::this_thread_block();
    cg::memcpy_async(block, tile, in + blockIdx.x * 256, sizeof(float) * 256);
    cg::wait(block);
    unsigned t = threadIdx.x;
    out[blockIdx.x * 256 + t] = tile[t] + tile[(t + 1) % 256];
}
