// e-global-race-024.cu -- RACY (global-race)
// Pattern: in-place axpy y += a*x over a grid-stride loop whose stride is
//   blockDim.x only.
// Bug: thread g visits g, g + 128, g + 256, ...: block 0 thread 0 reaches
//   y[128] in its second iteration, and block 1 thread 0 reads and writes
//   y[128] in its first (different blocks, nothing orders them).
// Launch: --block 128 --grid 16 (n = 5000).
extern "C" __global__ void e_axpy_stride_race(float a, const float *x, float *y, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x)  // BUG: * gridDim.x
        y[i] += a * x[i];
}
