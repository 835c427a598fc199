// b-shared-race-007 -- tiled matrix multiply, barrier after the COMPUTE removed. BUGGY.
// Write-after-read race across iterations: with only the barrier after the load,
// iteration k0's reads and iteration k0+16's load fall in the same barrier
// interval. Thread (0,0,0) reads As[0][15] in iteration 0 while thread (15,0,0)
// writes As[0][15] in iteration 1 (the next tile's load): byte offset 60 of As.
// Needs N >= 32 (two iterations).
// Launch: grid (4,4), block (16,16); N = 64.
#define T 16

extern "C" __global__ void b_matmul_nocomputebarrier(float *C, const float *A, const float *B, int N)
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
        // BUG: missing __syncthreads(); the next iteration overwrites As/Bs
    }
    C[row * N + col] = acc;
}
