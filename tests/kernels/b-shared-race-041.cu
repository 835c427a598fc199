// b-shared-race-041 -- per-block histogram in shared memory with PLAIN increments. BUGGY.
// Bins are zeroed, barrier, then a grid-stride loop does h[in[i] % 64] += 1 with
// an ordinary load and store, barrier, and the block's bins are written out.
// Race (data dependent, read-modify-write): threads 0 and 1 of block 0 when
// in[0] % 64 == in[1] % 64 (e.g. both 0): both load and store h[0], byte offset 0.
// Launch: grid (4), block (256); n = 4096.
#define NB 64

extern "C" __global__ void b_histogram_plain(unsigned *out, const unsigned *in, int n)
{
    __shared__ unsigned h[NB];
    int t = threadIdx.x;
    if (t < NB) h[t] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) {
        unsigned b = in[i] % NB;
        h[b] = h[b] + 1;                   // BUG: not atomic
    }
    __syncthreads();
    if (t < NB) out[blockIdx.x * NB + t] = h[t];
}
