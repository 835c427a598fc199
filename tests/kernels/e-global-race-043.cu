// e-global-race-043.cu -- RACY (global-race)
// Pattern: the block-wide message passing of e-041.
// Bug: the consumer's thread 0 sees the flag and goes straight to
//   __syncthreads() without __threadfence(): a barrier is a CTA-scope
//   ordering only, so block 1's reads of data[t] are not ordered after
//   block 0's writes.
// Launch: --block 128 --grid 2. (Assumes both blocks are resident.)
extern "C" __global__ void e_block_message_noacquire_race(float *data, int *flag, float *out)
{
    int t = threadIdx.x;
    if (blockIdx.x == 0) {
        data[t] = t * 0.5f;
        __syncthreads();
        if (t == 0) {
            __threadfence();
            atomicExch(flag, 1);
        }
    } else if (blockIdx.x == 1) {
        if (t == 0)
            while (atomicAdd(flag, 0) == 0) { }  // BUG: no __threadfence() after the flag
        __syncthreads();
        out[t] = data[t] * 2.0f;
    }
}
