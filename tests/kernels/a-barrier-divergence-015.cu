// a-barrier-divergence-015.cu -- SAFE
// Pattern: __syncwarp() with the full mask executed by all 32 lanes of every
//   warp, between publishing a value in shared memory and reading the lane
//   mirrored across the warp (31 - lane).
// Why safe: every executing lane is in the mask 0xffffffff and every member
//   executes it (no branch around it); bar.warp.sync orders the warp's own
//   stores before its loads, and each warp only touches its own 32 elements.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_syncwarp_full_ok(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x, lane = tid & 31, base = tid & ~31u;
    unsigned i = blockIdx.x * blockDim.x + tid;
    s[tid] = in[i];
    __syncwarp(0xffffffffu);
    out[i] = s[base + 31 - lane];
}
