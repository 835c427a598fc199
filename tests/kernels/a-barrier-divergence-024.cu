// a-barrier-divergence-024.cu -- SAFE (thread-dependent in form, always true)
// Pattern: a defensive `if (threadIdx.x < blockDim.x)` around code that
//   contains a __syncthreads().
// Why safe: threadIdx.x < blockDim.x holds for every thread, so the branch is
//   taken by all of them. A checker that calls every tid-dependent condition
//   divergent, without using the range of %tid.x, reports a false violation.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_if_tid_lt_blockdim_ok(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    if (t < blockDim.x) {
        s[t] = x;
        __syncthreads();
        x += s[(t + 1) % BLOCK];
    }
    out[i] = x;
}
