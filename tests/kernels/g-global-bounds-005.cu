// g-global-bounds-005: grid-stride copy of a 2-D tile set (kernel g_grid_stride_ok)
extern "C" __global__ void g_grid_stride_ok(int *dst, const int *src, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        dst[i] = src[i] + 1;                // RIGHT: the loop's bound is the element count
}
