// e-global-race-001.cu -- SAFE
// Pattern: grid-stride loop: thread g handles i = g, g + S, g + 2S, ... with
//   S = blockDim.x * gridDim.x, each element once.
// Launch: --block 256 --grid 8 (n = 10000).
extern "C" __global__ void e_grid_stride_ok(const float *in, float *out, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        out[i] = 2.0f * in[i];
}
