// c-shared-race-006.cu -- RACY: tiled matrix multiply without the second barrier
// Pattern: c-shared-race-005 with the barrier after the inner product removed.
// Why racy: a fast thread overwrites As/Bs for tile k+1 while slower threads still read tile k.
// Launch: --block 16,16 --grid 4,4 --param c_matmul_tiled_race_param_3=64.
#define T 16
extern "C" __global__ void c_matmul_tiled_race(const float *A, const float *B, float *C, int n)
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
        // BUG: missing __syncthreads() before the next tile is written
    }
    C[row * n + col] = acc;
}
