// h-global-race-021.cu -- RACY (global-race)
// Pattern: Triton-style row kernel over complex rows: each row holds n_cols
//   complex values stored interleaved (re, im), and the kernel scales the
//   2 * n_cols floats of its row in place, x[row * stride + c] *= s[row] for
//   c < 2 * n_cols.
// Bug: the caller's stride counts complex values' worth of floats for a
//   real matrix (stride >= n_cols, not >= 2 * n_cols): with stride = n_cols =
//   4096, row 0's c = 4096 is row 1's c = 0, so block 0 thread 0 (c = 4096,
//   its 17th iteration) and block 1 thread 0 (c = 0) read and write x[4096].
// Launch: --block 256 --grid 1024, stride 4096..8192, n_cols 1..4096.
extern "C" __global__ void h_scale_complex_rows(float *x, const float *s, int stride, int n_cols)
{
    int row = blockIdx.x;
    float r = s[row];
    for (int c = threadIdx.x; c < 2 * n_cols; c += blockDim.x)
        x[row * stride + c] *= r;                // BUG: 2 * n_cols may exceed stride
}
