// b-shared-race-003 -- square-tile transpose, one element per thread, tile[16][17]. SAFE.
// Thread (tx,ty) writes tile[ty][tx], barrier, then reads tile[tx][ty].
// The matrix is square: width = gridDim.x * 16.
// Expected: no shared-race.
// Launch: grid (8,8), block (16,16).
#define T 16

extern "C" __global__ void b_transpose16_padded(float *out, const float *in)
{
    __shared__ float tile[T][T + 1];
    int width = gridDim.x * T;
    int tx = threadIdx.x, ty = threadIdx.y;
    tile[ty][tx] = in[(blockIdx.y * T + ty) * width + blockIdx.x * T + tx];
    __syncthreads();
    out[(blockIdx.x * T + ty) * width + blockIdx.y * T + tx] = tile[tx][ty];
}
