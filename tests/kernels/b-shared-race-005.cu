// b-shared-race-005 -- tiled matrix multiply C = A*B (N x N, row-major), 16x16 tiles. SAFE.
// 2-D blocks; each iteration loads one tile of A and one of B into shared memory,
// __syncthreads() after the load (RAW) and after the compute (WAR against the
// next iteration's load). The loop trip count N/16 is uniform.
// Expected: no shared-race.
// Launch: grid (4,4), block (16,16); N = 64.
#define T 16

extern "C" __global__ void b_matmul_tiled(float *C, const float *A, const float *B, int N)
{
    __shared__ float As[T][T];
    __shared__ float Bs[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty;
    int col = blockIdx.x * T + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < N; k0 += T) {
        As[ty][tx] = A[row * N + k0 + tx];
        Bs[ty][tx] = B[(k0 + ty) * N + col];
        __syncthreads();
        for (int k = 0; k < T; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[row * N + col] = acc;
}
