// a-barrier-divergence-019.cu -- DIVERGENT (barrier-divergence)
// Pattern: a half-warp shuffle reduction (mask 0x0000ffff, offsets 8,4,2,1)
//   executed by all 32 lanes.
// Bug: lanes 16..31 execute shfl.sync.down with a member mask that excludes
//   them: undefined behaviour per the PTX ISA (e.g. thread 16 of any block).
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_shfl_mask_excludes_lanes(const float *in, float *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[i];
    for (int o = 8; o > 0; o >>= 1)
        v += __shfl_down_sync(0x0000ffffu, v, o);   // BUG: lanes 16..31 not in mask
    if ((threadIdx.x & 15) == 0)
        out[i / 16] = v;
}
