// h-global-race-039.cu -- SAFE
// Pattern: a Box-Muller transform over a Mersenne-twister output (the CUDA
//   samples' MersenneTwister box_muller): sinf/cosf of large arguments run
//   the Payne-Hanek reduction, a loop that reads nvcc's constant table
//   __cudart_i2opi_f (a module .global array) through ld.global.nc at
//   i << 2 for a loop counter i, while the kernel writes its output buffer.
// Why safe: thread g writes out[k * 4096 + g] for its own g; the table is a
//   module variable, another object than any parameter's buffer.
// Launch: --block 1024 --grid 4, any n.
#define RNG_COUNT 4096
extern "C" __global__ void h_box_muller(const float *in, float *out, int n)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < n; k += 2) {
        float u1 = in[k * RNG_COUNT + g], u2 = in[(k + 1) * RNG_COUNT + g];
        float r = sqrtf(-2.0f * logf(u1)), phi = 2.0f * 3.14159265358979f * u2;
        out[k * RNG_COUNT + g] = r * cosf(phi);
        out[(k + 1) * RNG_COUNT + g] = r * sinf(phi);
    }
}
