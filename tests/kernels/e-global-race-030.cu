// e-global-race-030.cu -- RACY (global-race)
// Pattern: naive in-place transpose of a square matrix: each thread loads
//   a[y][x], __syncthreads(), stores it to a[x][y].
// Bug: the barrier only covers the block: block (bx, by) overwrites the tile
//   that block (by, bx) reads, e.g. block (0,1) thread (0,0) stores a[0][16]
//   while block (1,0) thread (0,0) loads it.
// Launch: --block 16,16 --grid 8,8 (128 x 128).
#define N 128
extern "C" __global__ void e_transpose_inplace_race(float *a)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    float v = a[y * N + x];
    __syncthreads();
    a[x * N + y] = v;  // BUG: races with the mirror block's load
}
