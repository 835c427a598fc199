// e-global-race-046.cu -- RACY (global-race)
// Pattern: the last-block pattern of e-045.
// Bug: the __threadfence() between the store of the block's count and the
//   ticket is missing: the last block's reads of block_counts are not ordered
//   after the other blocks' stores (the acquire fence alone does not help).
// Launch: --block 128 --grid 8.
#define BLOCK 128
extern "C" __global__ void e_last_block_norelease_race(const int *flags, int *block_counts,
                                                       unsigned *ticket, int *total)
{
    __shared__ int s[BLOCK];
    __shared__ bool last;
    unsigned t = threadIdx.x;
    s[t] = flags[blockIdx.x * BLOCK + t] != 0;
    __syncthreads();
    for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) {
        block_counts[blockIdx.x] = s[0];  // BUG: no __threadfence() after this store
        unsigned my = atomicInc(ticket, gridDim.x - 1);
        last = my == gridDim.x - 1;
        if (last) __threadfence();
    }
    __syncthreads();
    if (last && t == 0) {
        int sum = 0;
        for (unsigned b = 0; b < gridDim.x; ++b)
            sum += block_counts[b];
        *total = sum;
    }
}
