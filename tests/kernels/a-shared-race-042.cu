// a-shared-race-042.cu -- RACY (shared-race)
// Pattern: the 2-D tile transpose of a-shared-race-041 without the barrier.
// Bug: thread (tx=1, ty=0) (linear id 1) reads tile[1][0], which thread
//   (tx=0, ty=1) (linear id 16) writes. Threads 1 and 16 (both in warp 0 --
//   the warp is no scope on sm_70+), read/write, byte offset 64 of tile.
//   Across warps: (tx=0,ty=2) (id 32, warp 1) writes tile[2][0], read by
//   (tx=2,ty=0) (id 2, warp 0).
// Launch: --block 16,16 --grid 4.
#define T 16

extern "C" __global__ void a_tile2d_transpose_nobarrier(const float *in, float *out)
{
    __shared__ float tile[T][T];
    unsigned tx = threadIdx.x, ty = threadIdx.y;
    unsigned width = gridDim.x * T;
    tile[ty][tx] = in[ty * width + blockIdx.x * T + tx];
    // BUG: missing __syncthreads();
    out[(blockIdx.x * T + ty) * T + tx] = tile[tx][ty];
}
