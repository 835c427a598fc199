// e-global-race-025.cu -- SAFE
// Pattern: out-of-place matrix transpose through a 32 x 33 shared tile (the
//   CUDA sample): a 32 x 8 block copies a 32 x 32 tile in four row steps,
//   __syncthreads(), and writes the transposed tile; in is H x W, out is W x H.
// Launch: --block 32,8 --grid 8,4 (W = 256, H = 128).
#define TILE 32
#define ROWS 8
#define W 256
#define H 128
extern "C" __global__ void e_transpose_tiled_ok(const float *in, float *out)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * W + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        out[(y + j) * H + x] = tile[threadIdx.x][threadIdx.y + j];
}
