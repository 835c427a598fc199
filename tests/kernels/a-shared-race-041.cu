// a-shared-race-041.cu -- SAFE
// Pattern: 2-D block (16 x 16) transposes a 16x16 tile through shared memory:
//   tile[ty][tx] = in(..), __syncthreads(), out(..) = tile[tx][ty].
// Why safe: each (tx, ty) writes its own tile[ty][tx]; the transposed reads
//   come after the barrier. The tile is unpadded (bank conflicts, not races).
// Launch: --block 16,16 --grid 4 (the grid is 4 x 1 tiles along x; width 64).
#define T 16

extern "C" __global__ void a_tile2d_transpose_ok(const float *in, float *out)
{
    __shared__ float tile[T][T];
    unsigned tx = threadIdx.x, ty = threadIdx.y;
    unsigned width = gridDim.x * T;
    tile[ty][tx] = in[ty * width + blockIdx.x * T + tx];
    __syncthreads();
    out[(blockIdx.x * T + ty) * T + tx] = tile[tx][ty];
}
