// e-global-race-038.cu -- RACY (global-race)
// Pattern: the transposed CSR SpMV of e-037 with a plain read-modify-write.
// Bug: y[col[e]] += ... races whenever two rows have an edge to the same
//   column (any real matrix); the witness is such an input.
// Launch: --block 128 --grid 8 (rows = 4096).
extern "C" __global__ void e_spmv_t_plain_race(const int *rowptr, const int *col, const float *val,
                                               const float *x, float *y, int rows)
{
    for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += blockDim.x * gridDim.x) {
        float xr = x[r];
        for (int e = rowptr[r]; e < rowptr[r + 1]; ++e)
            y[col[e]] += val[e] * xr;  // BUG: not atomic
    }
}
