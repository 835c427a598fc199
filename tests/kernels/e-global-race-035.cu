// e-global-race-035.cu -- SAFE
// Pattern: CSR SpMV, one warp per row: the lanes stride over the row's edges
//   (from rowptr), reduce with shuffles, and lane 0 stores y[row]. Warps past
//   the last row leave early (whole warps: row is uniform per warp).
// Launch: --block 128 --grid 64 (rows = 250).
extern "C" __global__ void e_spmv_warp_row_ok(const int *rowptr, const int *col, const float *val,
                                              const float *x, float *y, int rows)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x & 31;
    if (row >= rows) return;
    float sum = 0.0f;
    for (int e = rowptr[row] + lane; e < rowptr[row + 1]; e += 32)
        sum += val[e] * x[col[e]];
    for (int o = 16; o > 0; o >>= 1)
        sum += __shfl_down_sync(0xffffffffu, sum, o);
    if (lane == 0) y[row] = sum;
}
