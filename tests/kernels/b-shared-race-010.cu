// b-shared-race-010 -- ping-pong 1-D Jacobi with the swap barrier REMOVED. BUGGY.
// As b-shared-race-009 but the __syncthreads() inside the sweep loop is gone.
// Race (read-after-write): thread 0 in sweep 1 reads buf[1][2] (its t+2
// neighbour) while thread 1 writes buf[1][2] in sweep 0: byte offset
// (1*258 + 2)*4 = 1040 of buf. (Also write-after-read on buf[0] between
// sweep 0 and sweep 2.)
// Launch: grid (4), block (256).
#define B 256
#define STEPS 8

extern "C" __global__ void b_pingpong_noswapbarrier(float *out, const float *in)
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
        // BUG: missing __syncthreads();  (swap barrier)
    }
    __syncthreads();
    out[g] = buf[cur][t + 1];
}
