// b-shared-race-045 -- COO sparse matrix-vector product accumulated with shared float atomics. SAFE.
// As b-shared-race-044 with atomicAdd(&y[r], v).
// Expected: no shared-race.
// Launch: grid (4), block (256).
#define ROWS 64

extern "C" __global__ void b_coo_spmv_atomic(float *out, const unsigned *row, const int *col,
                                             const float *val, const float *x)
{
    __shared__ float y[ROWS];
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    if (t < ROWS) y[t] = 0.0f;
    __syncthreads();
    atomicAdd(&y[row[g] % ROWS], val[g] * x[col[g]]);
    __syncthreads();
    if (t < ROWS) out[blockIdx.x * ROWS + t] = y[t];
}
