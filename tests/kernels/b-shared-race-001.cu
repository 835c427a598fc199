// b-shared-race-001 -- tiled matrix transpose through a padded shared tile. SAFE.
// Each 32x8 block moves a 32x32 tile: every thread writes 4 rows of tile[32][33]
// (the +1 column avoids bank conflicts on the column-wise reads), one
// __syncthreads() separates all writes of the tile from the transposed reads.
// Expected: no shared-race (writes and reads are in different barrier intervals,
// and the writes of distinct threads hit distinct elements tile[ty+j][tx]).
// Launch: grid (4,4), block (32,8); width = height = 128.
#define TILE 32
#define ROWS 8

extern "C" __global__ void b_transpose_padded(float *out, const float *in, int width, int height)
{
    __shared__ float tile[TILE][TILE + 1];
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < width && y + j < height)
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < height && y + j < width)
            out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
