// e-global-race-037.cu -- SAFE
// Pattern: transposed CSR SpMV y += A^T x (push): a grid-stride loop over
//   rows, each row's edges (from rowptr) add val * x[r] to y[col] with
//   atomicAdd, so rows that share a column combine their updates safely.
// Launch: --block 128 --grid 8 (rows = 4096).
extern "C" __global__ void e_spmv_t_atomic_ok(const int *rowptr, const int *col, const float *val,
                                              const float *x, float *y, int rows)
{
    for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += blockDim.x * gridDim.x) {
        float xr = x[r];
        for (int e = rowptr[r]; e < rowptr[r + 1]; ++e)
            atomicAdd(&y[col[e]], val[e] * xr);
    }
}
