// e-global-race-022.cu -- SAFE
// Pattern: 2-D tiled copy with a grid-stride loop in y: thread (x, y) of
//   block (bx, by) copies rows y0 + k * (blockDim.y * gridDim.y).
// Launch: --block 32,8 --grid 4,2 (128 x 128).
#define W 128
extern "C" __global__ void e_tiles2d_stride_ok(const float *in, float *out)
{
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    for (int row = blockIdx.y * blockDim.y + threadIdx.y; row < W; row += blockDim.y * gridDim.y)
        out[row * W + col] = in[row * W + col];
}
