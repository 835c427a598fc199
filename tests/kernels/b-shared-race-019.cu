// b-shared-race-019 -- 1-D stencil, right halo loaded by the LAST threads, condition off by one. BUGGY.
// Left halo: threads t < R store s[t]; right halo: threads t >= B-R store s[t+2R].
// The condition is written t >= B-R-1, so thread B-R-1 = 124 also stores
// s[124+2R] = s[130], which is thread 127's interior cell s[127+R].
// Race (write-write): threads 124 and 127 both write s[130]: byte offset 520 of s.
// Launch: grid (8), block (128).
#define R 3
#define B 128

extern "C" __global__ void b_stencil1d_halo_cond_offbyone(float *out, const float *in)
{
    __shared__ float s[B + 2 * R];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t + R;
    s[t + R] = in[g];
    if (t < R)
        s[t] = in[g - R];
    if (t >= B - R - 1)                        // BUG: should be t >= B - R
        s[t + 2 * R] = in[g + R];
    __syncthreads();
    float r = 0.0f;
    for (int o = -R; o <= R; ++o)
        r += s[t + R + o];
    out[blockIdx.x * B + t] = r;
}
