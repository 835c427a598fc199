// b-shared-race-044 -- COO sparse matrix-vector product accumulated in shared memory with plain +=. BUGGY.
// Each block owns 64 rows; each of its 256 threads handles one nonzero
// (row[g] local to the block, col[g], val[g]) and does y[row] += val * x[col].
// Race (read-modify-write, data dependent): two nonzeros of one row, e.g.
// threads 0 and 1 with row[0] == row[1] == 0: both load and store y[0], byte offset 0.
// Launch: grid (4), block (256).
#define ROWS 64

extern "C" __global__ void b_coo_spmv_plain(float *out, const unsigned *row, const int *col,
                                            const float *val, const float *x)
{
    __shared__ float y[ROWS];
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    if (t < ROWS) y[t] = 0.0f;
    __syncthreads();
    y[row[g] % ROWS] += val[g] * x[col[g]];   // BUG: rows repeat; needs atomicAdd
    __syncthreads();
    if (t < ROWS) out[blockIdx.x * ROWS + t] = y[t];
}
