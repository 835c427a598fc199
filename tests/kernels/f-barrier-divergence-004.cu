// f-barrier-divergence-004.cu -- SAFE (barrier-divergence)
// Pattern: the fix of f-barrier-divergence-003: the loop runs over warps'
//   rows (warp-uniform trip count), every lane of the warp runs every
//   iteration, and the full-mask reduction names only lanes that are there.
// Launch: --block 128 --grid 2 (n symbolic).
extern "C" __global__ void f_shfl_warp_strided_loop(const float *in, float *out, int n)
{
    unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    unsigned nwarps = blockDim.x >> 5;
    for (int row = blockIdx.x * nwarps + warp; row < n; row += gridDim.x * nwarps) {
        float v = in[row * 32 + lane];
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_xor_sync(0xffffffffu, v, off);
        if (lane == 0)
            out[row] = v;
    }
}
