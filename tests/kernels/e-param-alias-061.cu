// e-param-alias-061.cu -- RACY (param-alias)
// Pattern: in-place row normalization, one thread per row of a rows x 64
//   matrix: sum the row, then divide each element by the sum; all row reads
//   use __ldg.
// Bug: the row is written by the same kernel, so its __ldg (ld.global.nc)
//   reads are of memory written during the kernel.
// Launch: --block 128 --grid 8 (rows = 1024).
#define W 64
extern "C" __global__ void e_row_normalize_ldg_alias(float *m, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    float *row = m + r * W;
    float s = 0.0f;
    for (int j = 0; j < W; ++j)
        s += __ldg(&row[j]);
    float inv = 1.0f / s;
    for (int j = 0; j < W; ++j)
        row[j] = __ldg(&row[j]) * inv;  // BUG: m is written by this kernel
}
