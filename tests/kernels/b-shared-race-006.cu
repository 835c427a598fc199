// b-shared-race-006 -- tiled matrix multiply, barrier after the tile LOAD removed. BUGGY.
// Race (read-after-write, same iteration): thread (0,0,0) reads As[0][1] in the
// k-loop while thread (1,0,0) writes As[0][1] in the load: byte offset 4 of As
// (and likewise Bs[1][0], offset 64 of Bs, written by thread (0,1,0)).
// Launch: grid (4,4), block (16,16); N = 64.
#define T 16

extern "C" __global__ void b_matmul_noloadbarrier(float *C, const float *A, const float *B, int N)
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
        // BUG: missing __syncthreads();
        for (int k = 0; k < T; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[row * N + col] = acc;
}
