// f-async-copy-race-007 -- the cooperative_groups::memcpy_async of 006 with block.sync() instead of cg::wait. BUGGY.
// The block copies 256 floats of its tile into shared memory with
// cg::memcpy_async (cp.async underneath, the copy spread over the block's
// threads), but then only synchronizes the block (block.sync(): a barrier,
// no cp.async wait), so a thread may read its neighbour's element before
// the neighbour's copy landed.
// Race: thread 1's cp.async writes tile[1]; thread 0 reads tile[1] after the
// barrier, while no cp.async.wait_group completed that copy.
// Launch: grid (4), block (256).  sm_80+.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

extern "C" __global__ void f_cg_memcpy_async_nowait(float *out, const float *in)
{
    __shared__ float tile[256];
    cg::thread_block block = cg::this_thread_block();
    cg::memcpy_async(block, tile, in + blockIdx.x * 256, sizeof(float) * 256);
    block.sync();  // BUG: cg::wait(block) completes the copies first
    unsigned t = threadIdx.x;
    out[blockIdx.x * 256 + t] = tile[t] + tile[(t + 1) % 256];
}
