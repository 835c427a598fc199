// h-barrier-divergence-007.cu -- SAFE
// Pattern: one block per matrix row; the row of n_cols values is processed in
//   chunks of blockDim.x, staging each chunk in shared memory to read the
//   right neighbour (a forward difference). The chunk loop runs over the
//   chunk base (`for (base = 0; base < n_cols; base += blockDim.x)`), the
//   same for every thread, and the loads and stores past n_cols are guarded
//   inside it, so all threads reach the barriers the same number of times.
// Launch: --block 256 --grid 64, n_cols 1..100000.
#define BLOCK 256

extern "C" __global__ void h_row_diff_chunked(const float *x, float *dx, int n_cols)
{
    __shared__ float s[BLOCK + 1];
    unsigned tid = threadIdx.x;
    const float *xr = x + (size_t)blockIdx.x * n_cols;
    float *dr = dx + (size_t)blockIdx.x * n_cols;
    for (int base = 0; base < n_cols; base += BLOCK) {
        int c = base + tid;
        s[tid] = c < n_cols ? xr[c] : 0.0f;
        if (tid == 0)
            s[BLOCK] = base + BLOCK < n_cols ? xr[base + BLOCK] : 0.0f;
        __syncthreads();
        if (c < n_cols)
            dr[c] = s[tid + 1] - s[tid];
        __syncthreads();
    }
}
