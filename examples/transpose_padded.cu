// CORRECT: tiled matrix transpose through shared memory. The tile has one padding
// column (TILE + 1) so that the column-wise reads hit 32 different banks, and one
// __syncthreads() separates the writes of the tile from the transposed reads.
// Launch with blockDim = (TILE, ROWS).
#define TILE 32
#define ROWS 8

__global__ void transpose_padded(float *out, const float *in, int width, int height)
{
    __shared__ float tile[TILE][TILE + 1];          // +1: no bank conflicts
    int x = blockIdx.x * TILE + threadIdx.x;
    int y = blockIdx.y * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < width && y + j < height)
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
    __syncthreads();                                // RIGHT: tile complete before reads
    x = blockIdx.y * TILE + threadIdx.x;            // transposed block offset
    y = blockIdx.x * TILE + threadIdx.y;
    for (int j = 0; j < TILE; j += ROWS)
        if (x < height && y + j < width)
            out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
