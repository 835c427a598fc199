// h-global-race-031.cu -- SAFE
// Pattern: a grid-stride loop (for i = global id; i < n; i += blockDim.x *
//   gridDim.x) that nvcc unrolls twice at -O3 (#pragma unroll 2, as it does
//   for bodies such as the CUDA samples' BlackScholesGPU): one iteration
//   peeled off when the trip count is odd, then i advanced by the stride
//   twice per pass (i' = (i + s) + s).
// Why safe: thread g touches g, g + s, g + 2s, ... with s the grid's thread
//   count, below n <= 2^30: no two threads share an element.
// Launch: --block 256 --grid 64, n 1..2^30.
extern "C" __global__ void h_scale_grid_stride(float *y, const float *x, float a, int n)
{
    const int stride = blockDim.x * gridDim.x;
#pragma unroll 2
    for (int i = blockDim.x * blockIdx.x + threadIdx.x; i < n; i += stride)
        y[i] = a * x[i];
}
