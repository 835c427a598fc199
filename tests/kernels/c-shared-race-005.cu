// c-shared-race-005.cu -- SAFE: tiled matrix multiply, two barriers per tile
// Pattern: 16x16 tiles of A and B staged in shared memory, loop over tiles.
// Why safe: the first barrier orders the tile writes before the reads, the
//   second orders the reads before the next tile's writes.
// Launch: --block 16,16 --grid 4,4 --param c_matmul_tiled_param_3=64.
#define T 16
extern "C" __global__ void c_matmul_tiled(const float *A, const float *B, float *C, int n)
{
    __shared__ float As[T][T], Bs[T][T];
    unsigned tx = threadIdx.x, ty = threadIdx.y;
    unsigned row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    float acc = 0.0f;
    for (int k = 0; k < n / T; ++k) {
        As[ty][tx] = A[row * n + k * T + tx];
        Bs[ty][tx] = B[(k * T + ty) * n + col];
        __syncthreads();
        for (int j = 0; j < T; ++j)
            acc += As[ty][j] * Bs[j][tx];
        __syncthreads();
    }
    C[row * n + col] = acc;
}
