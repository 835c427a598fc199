// h-global-race-034.cu -- RACY (global-race)
// Pattern: the block reduction of h-global-race-033 with every thread of
//   every block storing its block's sum to out[0] (a grid-wide total meant
//   to be accumulated with atomicAdd).
// Bug: threads of different blocks write out[0] with their blocks' sums,
//   which differ: not a benign race (one block's s[0] is not another's).
// Launch: --block 256 --grid 64.
extern "C" __global__ void h_block_sum_one_word(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * 256 + t];
    __syncthreads();
    for (unsigned k = 128; k > 0; k >>= 1) {
        if (t < k)
            s[t] += s[t + k];
        __syncthreads();
    }
    out[0] = s[0];   // BUG: blocks overwrite each other (atomicAdd(out, s[0]) from one thread)
}
