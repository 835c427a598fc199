// f-barrier-divergence-002.cu -- SAFE (barrier-divergence)
// Pattern: the fix of f-barrier-divergence-001: the half-warp reduction
//   names only the lanes that execute it (member mask 0x0000ffff).
// Launch: --block 32 --grid 1.
extern "C" __global__ void f_shfl_half_mask_half_warp(const float *in, float *out)
{
    unsigned tid = threadIdx.x;
    float v = in[tid];
    if (tid < 16) {
        for (int off = 8; off > 0; off >>= 1)
            v += __shfl_down_sync(0x0000ffffu, v, off, 16);
        if (tid == 0)
            out[blockIdx.x] = v;
    }
}
