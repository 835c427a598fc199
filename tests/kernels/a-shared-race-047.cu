// a-shared-race-047.cu -- SAFE
// Pattern: tiled matrix transpose, 32x32 tile with +1 padding column, 32x8
//   threads each moving 4 rows (CUDA "transposeNoBankConflicts").
// Why safe: in the load phase thread (x, y) writes tile[y + j][x] for
//   j = 0, 8, 16, 24 -- distinct per thread; one barrier; then it reads
//   tile[x][y + j]. Padding changes the addresses, not the disjointness.
// Launch: --block 32,8 --grid 4 (a 128 x 32 matrix: 4 x 1 tiles).
#define TILE 32
#define ROWS 8

extern "C" __global__ void a_transpose_padded_ok(const float *in, float *out)
{
    __shared__ float tile[TILE][TILE + 1];
    unsigned width = gridDim.x * TILE, height = gridDim.y * TILE;
    unsigned x = blockIdx.x * TILE + threadIdx.x;
    unsigned y = blockIdx.y * TILE + threadIdx.y;
    for (unsigned j = 0; j < TILE; j += ROWS)
        tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
    __syncthreads();
    x = blockIdx.y * TILE + threadIdx.x;
    y = blockIdx.x * TILE + threadIdx.y;
    for (unsigned j = 0; j < TILE; j += ROWS)
        out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}
