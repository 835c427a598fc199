// a-barrier-divergence-002.cu -- DIVERGENT (barrier-divergence)
// Pattern: bounds check by early `return` before a __syncthreads() (a 3-point
//   stencil through shared memory).
// Bug: with n = 1000 and 4 x 256 = 1024 threads, threads with global index
//   >= 1000 (block 3, threadIdx.x 232..255) return, while threads 0..231 of
//   block 3 reach bar.sync 0: e.g. threads 0 and 232 of block 3 (warp 7 is
//   itself split: lanes 0..7 vs 8..31). Undefined behaviour.
// Launch: --block 256 --grid 4 --param n (PTX name a_early_return_div_param_2) = 1000.
#define BLOCK 256

extern "C" __global__ void a_early_return_div(const float *in, float *out, unsigned n)
{
    __shared__ float s[BLOCK + 2];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    if (i >= n)
        return;                           // BUG: returns before the barrier
    s[t + 1] = in[i];
    if (t == 0)
        s[0] = 0.0f;
    if (t == blockDim.x - 1)
        s[blockDim.x + 1] = 0.0f;
    __syncthreads();
    out[i] = s[t] + s[t + 1] + s[t + 2];
}
