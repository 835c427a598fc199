// c-barrier-divergence-005.cu -- DIVERGENT: a device function with a barrier called under a thread-dependent branch
// Pattern: a __noinline__ helper that stages a value through shared memory
//   (barrier inside), called only by even threads.
// Why divergent: odd threads never reach the helper's barrier.
// Launch: --block 64 --grid 2.
__device__ __noinline__ float exchange(float *s, unsigned t, float x)
{
    s[t] = x;
    __syncthreads();
    return s[t ^ 2];
}

extern "C" __global__ void c_call_with_barrier_in_branch(const float *in, float *out)
{
    __shared__ float s[64];
    unsigned t = threadIdx.x;
    float x = in[blockIdx.x * 64 + t];
    if ((t & 1) == 0)                        // BUG: only even threads call it
        x = exchange(s, t, x);
    out[blockIdx.x * 64 + t] = x;
}
