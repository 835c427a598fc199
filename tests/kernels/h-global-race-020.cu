// h-global-race-020.cu -- SAFE
// Pattern: Triton-style row kernel (one program per row, masked columns):
//   RMSNorm's apply step in place, x[row * stride + col] *= rrms[row] * w[col]
//   for col < n_cols, the columns of a row strided over the block. Rows are
//   disjoint when stride >= n_cols: the launch gives stride 4096..8192 and
//   n_cols 1..4096, so stride >= n_cols for every pair of values, and
//   row * stride + col stays below 2^31 (grid 1024).
// Launch: --block 256 --grid 1024, stride 4096..8192, n_cols 1..4096.
extern "C" __global__ void h_rmsnorm_apply_rows(float *x, const float *rrms, const float *w, int stride,
                                               int n_cols)
{
    int row = blockIdx.x;
    float r = rrms[row];
    for (int col = threadIdx.x; col < n_cols; col += blockDim.x)
        x[row * stride + col] *= r * w[col];
}
