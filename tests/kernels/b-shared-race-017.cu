// b-shared-race-017 -- 1-D stencil (radius 3) with halo, barrier REMOVED. BUGGY.
// As b-shared-race-016 without the __syncthreads() between the loads and the sum.
// Race (read-after-write): thread 0 reads s[4] (offset o = +1) while thread 1
// writes s[4] (= s[1+R]): byte offset 16 of s.
// Launch: grid (8), block (128).
#define R 3
#define B 128

extern "C" __global__ void b_stencil1d_nobarrier(float *out, const float *in)
{
    __shared__ float s[B + 2 * R];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t + R;
    s[t + R] = in[g];
    if (t < R) {
        s[t] = in[g - R];
        s[t + B + R] = in[g + B];
    }
    // BUG: missing __syncthreads();
    float r = 0.0f;
    for (int o = -R; o <= R; ++o)
        r += s[t + R + o];
    out[blockIdx.x * B + t] = r;
}
