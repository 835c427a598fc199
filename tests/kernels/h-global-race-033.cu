// h-global-race-033.cu -- SAFE (a benign race, tolerated by default)
// Pattern: a block tree reduction in shared memory whose result every
//   thread stores after the last barrier (out[blockIdx.x] = s[0] without
//   `if (threadIdx.x == 0)`), as samples such as concurrentKernels' sum do.
// Why tolerated: the threads of a block write one word with the value they
//   all read from s[0] in the interval after the last barrier, where no
//   thread writes s[0]: the same value (a benign race, GPUVerify's and
//   racecheck's default; --no-benign reports it). Blocks write their own
//   words.
// Launch: --block 256 --grid 64.
extern "C" __global__ void h_block_sum_all_store(const float *in, float *out)
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
    out[blockIdx.x] = s[0];
}
