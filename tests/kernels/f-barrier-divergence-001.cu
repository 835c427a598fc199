// f-barrier-divergence-001.cu -- DIVERGENT (barrier-divergence)
// Pattern: a cub::WarpReduce-style full-mask shuffle reduction, called for
//   the first half-warp only.
// Bug: lanes 0..15 execute shfl.sync.down with member mask 0xffffffff, which
//   names lanes 16..31, but those lanes never reach it (if (tid < 16)).
//   Undefined per the PTX ISA (every non-exited thread of the mask must
//   execute the same shfl.sync): e.g. thread 0 and thread 16 of block 0.
// Launch: --block 32 --grid 1.
extern "C" __global__ void f_shfl_full_mask_half_warp(const float *in, float *out)
{
    unsigned tid = threadIdx.x;
    float v = in[tid];
    if (tid < 16) {
        for (int off = 8; off > 0; off >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, off);   // BUG: mask names lanes 16..31
        if (tid == 0)
            out[blockIdx.x] = v;
    }
}
