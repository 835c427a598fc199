// e-global-race-009.cu -- SAFE
// Pattern: global histogram with atomicAdd (device scope): two atomics on one
//   bin are morally strong, they do not race.
// Launch: --block 256 --grid 8.
#define BINS 64
extern "C" __global__ void e_hist_atomic_ok(const unsigned *in, unsigned *hist)
{
    unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
    atomicAdd(&hist[v % BINS], 1u);
}
