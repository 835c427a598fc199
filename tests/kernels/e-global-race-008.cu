// e-global-race-008.cu -- SAFE
// Pattern: 2-D element-wise kernel, row and column from both thread indices.
// Launch: --block 32,8 --grid 4,16 (128 x 128).
#define W 128
extern "C" __global__ void e_rows_ok(const float *in, float *out)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    out[row * W + col] = in[row * W + col] * 0.5f;
}
