// e-global-race-036.cu -- RACY (global-race)
// Pattern: CSR SpMV, one warp per row, butterfly (xor) shuffle reduction so
//   that every lane ends with the row sum.
// Bug: every lane then stores y[row] (the lane == 0 guard is missing): 32
//   threads of one warp write the same element; lanes are not ordered.
// Launch: --block 128 --grid 64 (rows = 250).
extern "C" __global__ void e_spmv_warp_row_all_lanes_race(const int *rowptr, const int *col,
                                                          const float *val, const float *x,
                                                          float *y, int rows)
{
    int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x & 31;
    if (row >= rows) return;
    float sum = 0.0f;
    for (int e = rowptr[row] + lane; e < rowptr[row + 1]; e += 32)
        sum += val[e] * x[col[e]];
    for (int o = 16; o > 0; o >>= 1)
        sum += __shfl_xor_sync(0xffffffffu, sum, o);
    y[row] = sum;  // BUG: if (lane == 0)
}
