// e-global-race-005.cu -- RACY (global-race)
// Pattern: block reduction whose result every thread stores.
// Bug: out[blockIdx.x] is written by all 256 threads of the block (the
//   `if (threadIdx.x == 0)` guard is missing): a write-write race.
// Launch: --block 256 --grid 8.
#define BLOCK 256
extern "C" __global__ void e_block_result_race(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * BLOCK + t];
    __syncthreads();
    for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    out[blockIdx.x] = s[0];  // BUG: every thread writes it
}
