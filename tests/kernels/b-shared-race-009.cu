// b-shared-race-009 -- double-buffered (ping-pong) 1-D Jacobi smoothing. SAFE.
// STEPS sweeps alternate between buf[0] and buf[1]: sweep s reads buf[cur] and
// writes buf[cur^1]; one __syncthreads() per sweep suffices because the buffer
// read in sweep s is written only in sweep s+1, after the barrier.
// Boundary cells 0 and B+1 of both buffers are zeroed by thread 0 before the
// first barrier.
// Expected: no shared-race.
// Launch: grid (4), block (256).
#define B 256
#define STEPS 8

extern "C" __global__ void b_pingpong_jacobi(float *out, const float *in)
{
    __shared__ float buf[2][B + 2];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    buf[0][t + 1] = in[g];
    if (t == 0) {
        buf[0][0] = 0.0f; buf[0][B + 1] = 0.0f;
        buf[1][0] = 0.0f; buf[1][B + 1] = 0.0f;
    }
    __syncthreads();
    int cur = 0;
    for (int s = 0; s < STEPS; ++s) {
        buf[cur ^ 1][t + 1] = 0.25f * buf[cur][t] + 0.5f * buf[cur][t + 1] + 0.25f * buf[cur][t + 2];
        cur ^= 1;
        __syncthreads();               // the swap barrier
    }
    out[g] = buf[cur][t + 1];
}
