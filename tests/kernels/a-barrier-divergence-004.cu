// a-barrier-divergence-004.cu -- SAFE
// Pattern: the stencil of a-barrier-divergence-002 with the bounds check done
//   the right way: out-of-range threads load a zero but still reach the
//   barrier; only the final store is guarded.
// Why safe: __syncthreads() is outside any thread-dependent branch. Shared
//   accesses are as in a-barrier-divergence-003.
// Launch: --block 256 --grid 4 --param n (PTX name a_guard_no_return_ok_param_2) = 1000.
#define BLOCK 256

extern "C" __global__ void a_guard_no_return_ok(const float *in, float *out, unsigned n)
{
    __shared__ float s[BLOCK + 2];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    s[t + 1] = (i < n) ? in[i] : 0.0f;
    if (t == 0)
        s[0] = 0.0f;
    if (t == blockDim.x - 1)
        s[blockDim.x + 1] = 0.0f;
    __syncthreads();
    if (i < n)
        out[i] = s[t] + s[t + 1] + s[t + 2];
}
