// b-shared-race-012 -- single-buffer in-place 1-D Jacobi with ONE barrier where two are needed. BUGGY.
// As b-shared-race-011 with the barrier between the neighbour reads and the
// in-place write removed (the one after the write is kept).
// Race (write-after-read, same sweep): thread 0 writes s[1] while thread 1
// reads s[1] (its left neighbour s[t]): byte offset 4 of s.
// Launch: grid (4), block (256).
#define B 256
#define STEPS 8

extern "C" __global__ void b_inplace_one_barrier(float *out, const float *in)
{
    __shared__ float s[B + 2];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    s[t + 1] = in[g];
    if (t == 0) { s[0] = 0.0f; s[B + 1] = 0.0f; }
    __syncthreads();
    for (int k = 0; k < STEPS; ++k) {
        float v = 0.25f * s[t] + 0.5f * s[t + 1] + 0.25f * s[t + 2];
        // BUG: a second __syncthreads() is needed here
        s[t + 1] = v;
        __syncthreads();
    }
    out[g] = s[t + 1];
}
