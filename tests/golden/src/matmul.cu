// Tiled SGEMM C = A * B with shared-memory tiles; plus a half-precision variant
// using the WMMA tensor-core API.
#include <mma.h>
#define T 16
__global__ void matmul_tiled(const float *A, const float *B, float *C, int M, int N, int K)
{
    __shared__ float As[T][T];
    __shared__ float Bs[T][T];
    int row = blockIdx.y * T + threadIdx.y;
    int col = blockIdx.x * T + threadIdx.x;
    float acc = 0.0f;
    for (int k0 = 0; k0 < K; k0 += T) {
        As[threadIdx.y][threadIdx.x] = (row < M && k0 + threadIdx.x < K) ? A[row * K + k0 + threadIdx.x] : 0.0f;
        Bs[threadIdx.y][threadIdx.x] = (col < N && k0 + threadIdx.y < K) ? B[(k0 + threadIdx.y) * N + col] : 0.0f;
        __syncthreads();
#pragma unroll
        for (int k = 0; k < T; ++k) acc = fmaf(As[threadIdx.y][k], Bs[k][threadIdx.x], acc);
        __syncthreads();
    }
    if (row < M && col < N) C[row * N + col] = acc;
}

__global__ void matmul_wmma(const __half *A, const __half *B, float *C, int M, int N, int K)
{
    using namespace nvcuda;
    int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int warpN = blockIdx.y * blockDim.y + threadIdx.y;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
    wmma::fill_fragment(c, 0.0f);
    for (int k = 0; k < K; k += 16) {
        int ar = warpM * 16, bc = warpN * 16;
        if (ar < M && bc < N) {
            wmma::load_matrix_sync(a, A + ar * K + k, K);
            wmma::load_matrix_sync(b, B + bc * K + k, K);
            wmma::mma_sync(c, a, b, c);
        }
    }
    if (warpM * 16 < M && warpN * 16 < N)
        wmma::store_matrix_sync(C + warpM * 16 * N + warpN * 16, c, N, wmma::mem_row_major);
}
