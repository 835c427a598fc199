// a-barrier-divergence-014.cu -- SAFE, through a call
// Pattern: the non-inlined `stage()` of a-barrier-divergence-013 (barrier
//   inside) called unconditionally by every thread, its result used only by
//   the first two warps.
// Why safe: every thread executes the call and so the barrier, once. Inside
//   stage() each thread writes s[t] and reads s[t ^ 1] after the barrier.
// Launch: --block 256 --grid 4.
#define BLOCK 256

__device__ __noinline__ float stage(float *s, unsigned t, float x)
{
    s[t] = x;
    __syncthreads();
    return s[t ^ 1];
}

extern "C" __global__ void a_noinline_func_barrier_ok(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    float y = stage(s, t, x);
    if (t < 64)
        x = y;
    out[i] = x;
}
