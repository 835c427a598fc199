// g-global-bounds-002: saxpy without the guard (kernel g_saxpy_unguarded)
extern "C" __global__ void g_saxpy_unguarded(float *y, const float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    y[i] = a * x[i] + y[i];                 // BUG: the last block's threads past n read and write out of bounds
    (void)n;
}
