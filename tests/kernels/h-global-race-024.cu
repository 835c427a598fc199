// h-global-race-024.cu -- RACY (global-race)
// Pattern: row kernel with a signed 32-bit element index, idx = row *
//   stride + col in int arithmetic, updating x[idx] in place for col < n_cols,
//   launched with huge strides (stride up to 2^24, grid 1024).
// Bug: row * stride overflows int. In C++ that is undefined, so the compiler
//   could have widened the index to 64 bits (then the rows would be
//   disjoint); nvcc 13 computes it in 32 bits (mul.lo.s32, add.s32, then
//   sign extension), so it wraps like h-global-race-023: with stride = 2^23,
//   block 512 thread 0 and block 0 thread 0 both update x[0]. The label
//   follows the PTX.
// Launch: --block 256 --grid 1024, stride 4096..16777216, n_cols 1..4096.
extern "C" __global__ void h_row_scale_s32_huge(float *x, const float *rscale, int stride, int n_cols)
{
    int row = blockIdx.x;
    float r = rscale[row];
    for (int col = threadIdx.x; col < n_cols; col += blockDim.x) {
        int idx = row * stride + col;
        x[idx] *= r;
    }
}
