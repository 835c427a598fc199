// g-global-bounds-001: saxpy guarded by the element count (kernel g_saxpy_ok)
extern "C" __global__ void g_saxpy_ok(float *y, const float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)                              // RIGHT: the grid may hold more threads than elements
        y[i] = a * x[i] + y[i];
}
