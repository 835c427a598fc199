// h-global-race-040.cu -- RACY
// Pattern: h-global-race-039's transform with the pair index off by one
//   (out[(k + 1) * 4096 + g + 1]: a port that shifted the second output).
// The race: the grid's last thread (g = 4095) stores its second output of
//   pair k at out[(k + 1) * 4096 + 4096] = out[(k + 2) * 4096], thread 0's
//   first output of pair k + 2 (when n > k + 2): two threads of different
//   blocks, one float, different values.
// Launch: --block 1024 --grid 4, any n.
#define RNG_COUNT 4096
extern "C" __global__ void h_box_muller_shifted(const float *in, float *out, int n)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < n; k += 2) {
        float u1 = in[k * RNG_COUNT + g], u2 = in[(k + 1) * RNG_COUNT + g];
        float r = sqrtf(-2.0f * logf(u1)), phi = 2.0f * 3.14159265358979f * u2;
        out[k * RNG_COUNT + g] = r * cosf(phi);
        out[(k + 1) * RNG_COUNT + g + 1] = r * sinf(phi);
    }
}
