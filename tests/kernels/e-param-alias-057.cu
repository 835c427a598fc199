// e-param-alias-057.cu -- SAFE
// Pattern: 1-D convolution with a 9-tap filter, reading the input and the
//   weights through __ldg (ld.global.nc); neither buffer is written by the
//   kernel, the result goes to a separate out; edge threads leave early.
// Launch: --block 256 --grid 8 (n = 2048).
#define R 4
extern "C" __global__ void e_conv1d_ldg_ok(const float *in, const float *w, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < R || i >= n - R) return;
    float s = 0.0f;
    for (int k = -R; k <= R; ++k)
        s += __ldg(&w[k + R]) * __ldg(&in[i + k]);
    out[i] = s;
}
