// a-barrier-divergence-016.cu -- DIVERGENT (barrier-divergence)
// Pattern: code written for a half-warp (mask 0x0000ffff) executed by the
//   whole warp: every lane calls __syncwarp(0x0000ffff).
// Bug: lanes 16..31 execute bar.warp.sync with a member mask that does not
//   contain them -- undefined behaviour per the PTX ISA (e.g. lane 16 of warp
//   0 = thread 16 of every block). (Memory: lanes 0..15 are ordered among
//   themselves and each lane reads its own slot s[tid], so there is no race.)
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_syncwarp_partial_mask_all_lanes(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + tid;
    s[tid] = 2.0f * in[i];
    __syncwarp(0x0000ffffu);              // BUG: lanes 16..31 are not in the mask
    out[i] = s[tid];
}
