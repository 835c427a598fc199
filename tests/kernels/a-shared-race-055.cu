// a-shared-race-055.cu -- SAFE, partial-mask warp barrier
// Pattern: only the low half-warp (lanes 0..15) of each warp exchanges values
//   through shared memory, ordered by __syncwarp(0x0000ffff) executed exactly
//   by those 16 lanes.
// Why safe: lanes 0..15 write s[w*32 + lane], bar.warp.sync with mask 0xffff
//   orders those writes before the reads of s[w*32 + (lane ^ 1)] (lane ^ 1 is
//   also < 16, a member of the mask). Every executing lane is in the mask, and
//   every member executes it: no divergence. Lanes 16..31 touch nothing.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_warp_partial_syncwarp_ok(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x, lane = tid & 31, base = tid & ~31u;
    unsigned i = blockIdx.x * blockDim.x + tid;
    float r = 0.0f;
    if (lane < 16) {
        s[tid] = in[i];
        __syncwarp(0x0000ffffu);
        r = s[base + (lane ^ 1)];
    }
    out[i] = r;
}
