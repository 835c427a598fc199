// e-global-race-002.cu -- RACY (global-race)
// Pattern: grid-stride loop whose stride forgets gridDim.x.
// Bug: block 1's thread 0 starts at 256 = the second element of block 0's
//   thread 0: both write out[256] (different blocks, nothing orders them).
// Launch: --block 256 --grid 8 (n = 10000).
extern "C" __global__ void e_grid_stride_race(const float *in, float *out, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x)  // BUG: * gridDim.x
        out[i] = 2.0f * in[i];
}
