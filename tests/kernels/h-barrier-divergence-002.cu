// h-barrier-divergence-002.cu -- DIVERGENT (barrier-divergence)
// Pattern: tiled SGEMM C = A * B (M x K times K x N, row-major) with 16x16
//   shared tiles: a loop over the K tiles (trip count (K + 15) / 16 from the
//   kernel parameter K) loads one tile of A and one of B (zero-padded past
//   the edges), __syncthreads(), accumulates, __syncthreads() before the
//   next tile overwrites the buffers.
// Bug: the bounds check `if (row < M && col < N)` wraps the whole K loop
//   instead of padding the loads, so in the edge blocks the threads past M
//   or N skip both barriers: with M = N = 100, block (6,6) has threads
//   (tx,ty) = (0,0) (row 96, col 96) inside and (4,0) (col 100) outside.
// Launch: --block 16,16 --grid 7,7, M = N = 100, K 1..4096.
#define TILE 16

extern "C" __global__ void h_sgemm_tiled_guarded_loop(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE + tx;
    if (row < M && col < N) {                     // BUG: barriers inside
        float acc = 0.0f;
        for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
            int ka = t * TILE + tx, kb = t * TILE + ty;
            As[ty][tx] = ka < K ? A[row * K + ka] : 0.0f;
            Bs[ty][tx] = kb < K ? B[kb * N + col] : 0.0f;
            __syncthreads();
            for (int k = 0; k < TILE; ++k)
                acc += As[ty][k] * Bs[k][tx];
            __syncthreads();
        }
        C[row * N + col] = acc;
    }
}
