// g-global-bounds-003: 1-D three-point stencil, interior points only (kernel g_stencil_ok)
extern "C" __global__ void g_stencil_ok(float *out, const float *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)                 // RIGHT: the halo in[i - 1], in[i + 1] stays inside
        out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}
