// e-global-race-032.cu -- RACY (global-race)
// Pattern: row-wise partial sums on a 2-D grid: block (bx, by) reduces 256
//   elements of row by and thread 0 stores the partial.
// Bug: the partial is stored to partial[blockIdx.x], dropping blockIdx.y:
//   blocks (0,0) and (0,1) both write partial[0].
// Launch: --block 256 --grid 4,8 (cols = 1024).
#define BLOCK 256
extern "C" __global__ void e_row_partials_race(const float *in, float *partial, int cols)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.y * cols + blockIdx.x * BLOCK + t];
    __syncthreads();
    for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) partial[blockIdx.x] = s[0];  // BUG: [blockIdx.y * gridDim.x + blockIdx.x]
}
