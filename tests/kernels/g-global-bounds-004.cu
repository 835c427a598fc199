// g-global-bounds-004: the stencil with an off-by-one guard (kernel g_stencil_halo)
extern "C" __global__ void g_stencil_halo(float *out, const float *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n - 1)                          // BUG: i = 0 reads in[-1], before the buffer
        out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}
