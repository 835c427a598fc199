// h-shared-race-007.cu -- SAFE
// Pattern: tiled SGEMM C = A * B (M x K times K x N, row-major) with 16x16
//   shared tiles: a loop over the K tiles (trip count (K + 15) / 16 from the
//   kernel parameter K) loads one tile of A and one of B (zero-padded past
//   the edges), __syncthreads(), accumulates, __syncthreads() before the
//   next tile overwrites the buffers. Bounds are handled by padding, so every
//   thread runs the loop and reaches both barriers.
// Launch: --block 16,16 --grid 8,8, M 1..128, N 1..128, K 1..4096.
#define TILE 16

extern "C" __global__ void h_sgemm_tiled(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE + tx;
    float acc = 0.0f;
    for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
        int ka = t * TILE + tx, kb = t * TILE + ty;
        As[ty][tx] = (row < M && ka < K) ? A[row * K + ka] : 0.0f;
        Bs[ty][tx] = (kb < K && col < N) ? B[kb * N + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}
