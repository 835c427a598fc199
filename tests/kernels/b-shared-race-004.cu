// b-shared-race-004 -- square-tile transpose, one element per thread, barrier REMOVED. BUGGY.
// As b-shared-race-003 without the __syncthreads().
// Race (read-after-write): thread (1,0,0) reads tile[1][0] while thread (0,1,0)
// writes tile[1][0]: byte offset (1*17 + 0)*4 = 68 in `tile`, any block.
// (The diagonal threads tx == ty read their own store; -O3 forwards that one.)
// Launch: grid (8,8), block (16,16).
#define T 16

extern "C" __global__ void b_transpose16_nobarrier(float *out, const float *in)
{
    __shared__ float tile[T][T + 1];
    int width = gridDim.x * T;
    int tx = threadIdx.x, ty = threadIdx.y;
    tile[ty][tx] = in[(blockIdx.y * T + ty) * width + blockIdx.x * T + tx];
    // BUG: missing __syncthreads();
    out[(blockIdx.x * T + ty) * width + blockIdx.y * T + tx] = tile[tx][ty];
}
