// h-global-race-023.cu -- RACY (global-race)
// Pattern: row kernel with a 32-bit unsigned element index, idx = row *
//   stride + col in unsigned arithmetic (wraps modulo 2^32), updating x[idx]
//   in place for col < n_cols (the same code as h-global-race-022).
// Bug: for huge strides row * stride wraps past 2^32 and two rows alias:
//   with stride = 2^23 = 8388608, row 512 starts at 512 * 2^23 = 2^32 = 0
//   (mod 2^32), so block 512 thread 0 and block 0 thread 0 both update x[0].
//   The launch allows stride up to 2^24 (a 16M-float row pitch), so the race
//   is reachable.
// Launch: --block 256 --grid 1024, stride 4096..16777216, n_cols 1..4096.
extern "C" __global__ void h_row_scale_u32_wrap(float *x, const float *rscale, unsigned stride, unsigned n_cols)
{
    unsigned row = blockIdx.x;
    float r = rscale[row];
    for (unsigned col = threadIdx.x; col < n_cols; col += blockDim.x) {
        unsigned idx = row * stride + col;       // BUG: wraps for stride >= 2^22
        x[idx] *= r;
    }
}
