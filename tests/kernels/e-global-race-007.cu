// e-global-race-007.cu -- RACY (global-race)
// Pattern: 2-D element-wise kernel that drops threadIdx.y from the row.
// Bug: row = blockIdx.y * blockDim.y (no + threadIdx.y): the 8 rows of
//   threads of a block write the same row.
// Launch: --block 32,8 --grid 4,4 (width 128).
#define W 128
extern "C" __global__ void e_rows_race(const float *in, float *out)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y;  // BUG: + threadIdx.y
    out[row * W + col] = in[row * W + col] * 0.5f;
}
