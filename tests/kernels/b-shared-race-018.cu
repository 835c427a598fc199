// b-shared-race-018 -- 1-D stencil, right-halo index off by one. BUGGY.
// The right halo is stored at s[t+B+R-1] instead of s[t+B+R].
// Race (write-write, same interval): thread 0 writes the halo cell s[B+R-1] = s[130]
// while thread B-1 = 127 writes its interior cell s[127+R] = s[130]: byte offset
// 520 of s. (s[B+2R-1] is then never written -- an uninitialised read, not a race.)
// Launch: grid (8), block (128).
#define R 3
#define B 128

extern "C" __global__ void b_stencil1d_halo_offbyone(float *out, const float *in)
{
    __shared__ float s[B + 2 * R];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t + R;
    s[t + R] = in[g];
    if (t < R) {
        s[t] = in[g - R];
        s[t + B + R - 1] = in[g + B - 1];      // BUG: should be s[t + B + R] = in[g + B]
    }
    __syncthreads();
    float r = 0.0f;
    for (int o = -R; o <= R; ++o)
        r += s[t + R + o];
    out[blockIdx.x * B + t] = r;
}
