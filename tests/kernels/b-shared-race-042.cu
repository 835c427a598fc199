// b-shared-race-042 -- per-block histogram with shared-memory atomics. SAFE.
// As b-shared-race-041 with atomicAdd(&h[b], 1): atomics on the same shared word
// do not race with each other; the zeroing and the final read are separated from
// the atomics by barriers.
// Expected: no shared-race.
// Launch: grid (4), block (256); n = 4096.
#define NB 64

extern "C" __global__ void b_histogram_atomic(unsigned *out, const unsigned *in, int n)
{
    __shared__ unsigned h[NB];
    int t = threadIdx.x;
    if (t < NB) h[t] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&h[in[i] % NB], 1u);
    __syncthreads();
    if (t < NB) out[blockIdx.x * NB + t] = h[t];
}
