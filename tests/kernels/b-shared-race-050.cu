// b-shared-race-050 -- shared histogram whose zeroing is not separated from the atomics. BUGGY.
// The barrier between h[t] = 0 and the atomicAdd phase is missing.
// Race (plain store vs atomic): thread 0 stores h[0] = 0 while thread 1 does
// atomicAdd(&h[0], 1) when in[1] % 64 == 0: byte offset 0 of h.
// Launch: grid (4), block (256).
#define NB 64

extern "C" __global__ void b_histogram_init_nobarrier(unsigned *out, const unsigned *in)
{
    __shared__ unsigned h[NB];
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    if (t < NB) h[t] = 0;
    // BUG: missing __syncthreads();
    atomicAdd(&h[in[g] % NB], 1u);
    __syncthreads();
    if (t < NB) out[blockIdx.x * NB + t] = h[t];
}
