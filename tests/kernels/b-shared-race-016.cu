// b-shared-race-016 -- 1-D stencil (radius 3) with a halo loaded by the first threads. SAFE.
// in[] has R padding elements on both sides (element i of the signal is in[i+R]).
// Thread t loads s[t+R]; threads t < R also load the left halo s[t] and the
// right halo s[t+B+R]; one barrier; then each thread sums s[t .. t+2R].
// Expected: no shared-race (halo cells 0..R-1 and B+R..B+2R-1 are written by
// threads 0..R-1 only, interior cells R..B+R-1 by thread t = index-R).
// Launch: grid (8), block (128).
#define R 3
#define B 128

extern "C" __global__ void b_stencil1d(float *out, const float *in)
{
    __shared__ float s[B + 2 * R];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t + R;
    s[t + R] = in[g];
    if (t < R) {
        s[t] = in[g - R];
        s[t + B + R] = in[g + B];
    }
    __syncthreads();
    float r = 0.0f;
    for (int o = -R; o <= R; ++o)
        r += s[t + R + o];
    out[blockIdx.x * B + t] = r;
}
