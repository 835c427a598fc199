// c-barrier-divergence-003.cu -- DIVERGENT: an early return inside a loop that holds a barrier
// Pattern: a tiled loop with one barrier per tile; thread 5 leaves after tile 1.
// Why divergent: thread 5 stops taking part in the loop's barriers.
// Launch: --block 64 --grid 2 --param c_return_inside_barrier_loop_param_2=4.
extern "C" __global__ void c_return_inside_barrier_loop(const float *in, float *out, int ntiles)
{
    __shared__ float s[64];
    unsigned t = threadIdx.x;
    float acc = 0.0f;
    for (int k = 0; k < ntiles; ++k) {
        s[t] = in[(blockIdx.x * ntiles + k) * 64 + t];
        __syncthreads();
        acc += s[(t + 1) & 63];
        if (t == 5 && k == 1)
            return;                          // BUG: leaves the lock-step loop
        __syncthreads();
    }
    out[blockIdx.x * 64 + t] = acc;
}
