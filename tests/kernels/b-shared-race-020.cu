// b-shared-race-020 -- 1-D stencil of any length n with zero boundary, blockDim-based indices. SAFE.
// No padding in in[]; loads outside [0,n) give 0; the barrier is reached by every
// thread (no early return), only the final store is guarded by g < n.
// Shared size assumes blockDim.x <= 256.
// Expected: no shared-race.
// Launch: grid (4), block (256); n = 1000.
#define R 2
#define BMAX 256

extern "C" __global__ void b_stencil1d_bounded(float *out, const float *in, int n)
{
    __shared__ float s[BMAX + 2 * R];
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    s[t + R] = (g < n) ? in[g] : 0.0f;
    if (t < R) {
        int l = g - R, h = g + blockDim.x;
        s[t] = (l >= 0 && l < n) ? in[l] : 0.0f;
        s[t + blockDim.x + R] = (h < n) ? in[h] : 0.0f;
    }
    __syncthreads();
    if (g < n) {
        float r = 0.0f;
        for (int o = -R; o <= R; ++o)
            r += s[t + R + o];
        out[g] = r;
    }
}
