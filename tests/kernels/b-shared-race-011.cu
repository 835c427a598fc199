// b-shared-race-011 -- single-buffer in-place 1-D Jacobi with TWO barriers per sweep. SAFE.
// One buffer needs two barriers per sweep: read the neighbours into a register,
// barrier (all reads done), write the new value, barrier (all writes done).
// Expected: no shared-race.
// Launch: grid (4), block (256).
#define B 256
#define STEPS 8

extern "C" __global__ void b_inplace_two_barriers(float *out, const float *in)
{
    __shared__ float s[B + 2];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    s[t + 1] = in[g];
    if (t == 0) { s[0] = 0.0f; s[B + 1] = 0.0f; }
    __syncthreads();
    for (int k = 0; k < STEPS; ++k) {
        float v = 0.25f * s[t] + 0.5f * s[t + 1] + 0.25f * s[t + 2];
        __syncthreads();               // all reads of this sweep are done
        s[t + 1] = v;
        __syncthreads();               // all writes of this sweep are done
    }
    out[g] = s[t + 1];
}
