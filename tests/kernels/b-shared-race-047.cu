// b-shared-race-047 -- shared histogram: atomics and the plain read-out in the SAME barrier interval. BUGGY.
// The barrier between the atomicAdd phase and the read-out is missing.
// Race (atomic vs plain load): thread 0 reads h[0] (plain ld.shared) while thread 1
// does atomicAdd(&h[0], 1) when in[1] % 64 == 0: byte offset 0 of h.
// Launch: grid (4), block (256).
#define NB 64

extern "C" __global__ void b_histogram_atomic_read_nobarrier(unsigned *out, const unsigned *in)
{
    __shared__ unsigned h[NB];
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    if (t < NB) h[t] = 0;
    __syncthreads();
    atomicAdd(&h[in[g] % NB], 1u);
    // BUG: missing __syncthreads();
    if (t < NB) out[blockIdx.x * NB + t] = h[t];
}
