// c-barrier-divergence-002.cu -- DIVERGENT: a barrier after a loop, both inside a divergent branch
// Pattern: the first 16 threads sum a row in a loop, then synchronize.
// Why divergent: threads 16.. never reach the barrier.
// Launch: --block 64 --grid 2 --param c_barrier_after_loop_in_branch_param_2=8.
extern "C" __global__ void c_barrier_after_loop_in_branch(const float *in, float *out, int n)
{
    __shared__ float s[64];
    unsigned t = threadIdx.x;
    s[t] = 0.0f;
    if (t < 16) {
        float acc = 0.0f;
        for (int i = 0; i < n; ++i)
            acc += in[t * n + i];
        s[t] = acc;
        __syncthreads();                     // BUG: only threads 0..15 get here
    }
    out[blockIdx.x * blockDim.x + t] = s[t];
}
