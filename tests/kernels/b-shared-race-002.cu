// b-shared-race-002 -- tiled matrix transpose, padded tile, barrier REMOVED. BUGGY.
// Same as b-shared-race-001 without the __syncthreads() between the tile
// writes and the transposed reads.
// Race (read-after-write, one barrier interval): thread (1,0,0) reads
// tile[1][0] (j = 0) while thread (0,1,0) writes tile[1][0] (j = 0):
// byte offset (1*33 + 0)*4 = 132 in `tile`, block (0,0).
// Launch: grid (4,4), block (32,8); width = height = 128.
#define TILE 32
#define ROWS 8

extern "C" __global__ void b_transpose_nobarrier(float *out, const float *in, int width, int height)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < width && y + j < height)
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
    // BUG: missing __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < height && y + j < width)
            out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
