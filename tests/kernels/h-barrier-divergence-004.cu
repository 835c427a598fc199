// h-barrier-divergence-004.cu -- DIVERGENT (barrier-divergence)
// Pattern: block-partial sums over a sentinel-terminated array (a negative
//   value marks the end of the data); a block-strided loop over tiles of
//   256 with a shared-memory tree reduction (barriers) in each iteration.
// Bug: the end test is per thread: `if (v < 0) break;` on the thread's own
//   element. The thread that sees the sentinel leaves the loop while the rest
//   of its block goes on to the barriers: with in[5] < 0 and in[0..4],
//   in[6..255] >= 0, thread 5 of block 0 skips the first bar.sync that
//   thread 0 reaches.
// Launch: --block 256 --grid 64.
#define BLOCK 256

extern "C" __global__ void h_tile_sum_sentinel(const float *in, float *block_sums)
{
    __shared__ float s[BLOCK];
    unsigned tid = threadIdx.x;
    float acc = 0.0f;
    for (int base = blockIdx.x * BLOCK; ; base += gridDim.x * BLOCK) {
        float v = in[base + tid];
        if (v < 0.0f)
            break;                       // BUG: thread-dependent exit
        s[tid] = v;
        __syncthreads();
        for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
            if (tid < k)
                s[tid] += s[tid + k];
            __syncthreads();
        }
        if (tid == 0)
            acc += s[0];
        __syncthreads();
    }
    if (tid == 0)
        block_sums[blockIdx.x] = acc;
}
