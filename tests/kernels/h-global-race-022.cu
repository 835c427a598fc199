// h-global-race-022.cu -- SAFE
// Pattern: row kernel with a 32-bit unsigned element index (a common
//   "index fits in 32 bits" choice): idx = row * stride + col computed in
//   unsigned arithmetic, which wraps modulo 2^32. For the launch given (grid
//   1024, stride 4096..65536, n_cols 1..4096) the largest index is
//   1023 * 65536 + 4095 < 2^32, so nothing wraps, stride >= n_cols keeps the
//   rows disjoint, and the in-place update x[idx] *= rscale[row] is
//   race-free.
// Launch: --block 256 --grid 1024, stride 4096..65536, n_cols 1..4096.
extern "C" __global__ void h_row_scale_u32(float *x, const float *rscale, unsigned stride, unsigned n_cols)
{
    unsigned row = blockIdx.x;
    float r = rscale[row];
    for (unsigned col = threadIdx.x; col < n_cols; col += blockDim.x) {
        unsigned idx = row * stride + col;
        x[idx] *= r;
    }
}
