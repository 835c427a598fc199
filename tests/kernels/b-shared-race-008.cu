// b-shared-race-008 -- tiled matrix multiply for any N (zero-filled partial tiles). SAFE.
// Like b-shared-race-005 but N need not be a multiple of 16: loads outside the
// matrix store 0, the trip count ceil(N/16) is uniform, the store of C is guarded.
// Both barriers are present.
// Expected: no shared-race.
// Launch: grid (4,4), block (16,16); N = 50.
#define T 16

extern "C" __global__ void b_matmul_bounded(float *C, const float *A, const float *B, int N)
{
    __shared__ float As[T][T];
    __shared__ float Bs[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty;
    int col = blockIdx.x * T + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < N; k0 += T) {
        As[ty][tx] = (row < N && k0 + tx < N) ? A[row * N + k0 + tx] : 0.0f;
        Bs[ty][tx] = (k0 + ty < N && col < N) ? B[(k0 + ty) * N + col] : 0.0f;
        __syncthreads();
        for (int k = 0; k < T; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    if (row < N && col < N)
        C[row * N + col] = acc;
}
