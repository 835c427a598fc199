// h-shared-race-008.cu -- RACY (shared-race)
// Pattern: tiled SGEMM C = A * B (M x K times K x N, row-major) with 16x16
//   shared tiles: a loop over the K tiles (trip count (K + 15) / 16 from the
//   kernel parameter K) loads one tile of A and one of B (zero-padded past
//   the edges), __syncthreads(), accumulates.
// Bug: the second __syncthreads() (end of the K loop) is missing: a fast
//   thread stores tile t+1 into As[ty][tx] / Bs[ty][tx] while a slower thread
//   of the block still reads tile t there (thread (0,0) writes As[0][0] of
//   tile 1 while thread (1,0) reads As[0][0] of tile 0 in its k loop). Needs
//   K > 16 (two tiles).
// Launch: --block 16,16 --grid 8,8, M 1..128, N 1..128, K 1..4096.
#define TILE 16

extern "C" __global__ void h_sgemm_tiled_one_sync(const float *A, const float *B, float *C, int M, int N, int K)
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
        // BUG: no __syncthreads() before the next tile is loaded
    }
    if (row < M && col < N)
        C[row * N + col] = acc;
}
