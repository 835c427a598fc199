// e-global-race-045.cu -- SAFE
// Pattern: last-block (ticket) pattern: each block counts its nonzero flags,
//   thread 0 stores the count, __threadfence() (release), takes a ticket with
//   atomicInc (wrapping to 0 for the next launch); the block that gets the
//   last ticket does __threadfence() (acquire) and sums all counts.
// Launch: --block 128 --grid 8. (*ticket is 0 at launch, as the protocol
//   requires; atomicInc leaves it 0 again.)
#define BLOCK 128
extern "C" __global__ void e_last_block_ok(const int *flags, int *block_counts, unsigned *ticket, int *total)
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
        block_counts[blockIdx.x] = s[0];
        __threadfence();
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
