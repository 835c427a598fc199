// a-barrier-divergence-013.cu -- DIVERGENT (barrier-divergence), through a call
// Pattern: a non-inlined device function `stage()` contains a __syncthreads();
//   it is called only by the first two warps (`if (t < 64) stage(...)`).
// Bug: the barrier inside stage() is reached by threads 0..63 only (e.g.
//   threads 0 and 64). The checker must analyze the callee in its calling
//   context (the call is a real PTX `call` at both -O3 and -G: __noinline__).
// Launch: --block 256 --grid 4.
#define BLOCK 256

__device__ __noinline__ float stage(float *s, unsigned t, float x)
{
    s[t] = x;
    __syncthreads();
    return s[t ^ 1];
}

extern "C" __global__ void a_noinline_func_barrier_div(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    if (t < 64)
        x = stage(s, t, x);               // BUG: barrier reached by 64 of 256 threads
    out[i] = x;
}
