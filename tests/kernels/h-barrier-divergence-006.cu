// h-barrier-divergence-006.cu -- DIVERGENT (barrier-divergence)
// Pattern: one block per matrix row; the row of n_cols values is processed in
//   chunks of blockDim.x with a block-strided loop `for (c = tid; c < n_cols;
//   c += blockDim.x)`, staging each chunk in shared memory to read the right
//   neighbour (a forward difference), with barriers in the loop.
// Bug: the trip count depends on threadIdx.x: with n_cols = 1000 and 256
//   threads, threads 0..231 run 4 iterations and threads 232..255 run 3, so
//   thread 232 leaves the loop while thread 0 waits at the barriers of the
//   fourth chunk.
// Launch: --block 256 --grid 64, n_cols = 1000.
#define BLOCK 256

extern "C" __global__ void h_row_diff_strided(const float *x, float *dx, int n_cols)
{
    __shared__ float s[BLOCK + 1];
    unsigned tid = threadIdx.x;
    const float *xr = x + (size_t)blockIdx.x * n_cols;
    float *dr = dx + (size_t)blockIdx.x * n_cols;
    for (int c = tid; c < n_cols; c += BLOCK) {
        s[tid] = xr[c];
        if (tid == 0)
            s[BLOCK] = c + BLOCK < n_cols ? xr[c + BLOCK] : 0.0f;
        __syncthreads();                 // BUG: not reached by every thread
        dr[c] = s[tid + 1] - s[tid];
        __syncthreads();                 // BUG
    }
}
