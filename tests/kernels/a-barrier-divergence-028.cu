// a-barrier-divergence-028.cu -- SAFE
// Pattern: __syncthreads_or(pred) (bar.red.or.pred) executed by every thread:
//   the block learns whether any element is negative and all threads clamp.
// Why safe: every thread executes the same bar.red once. Shared: s[t] written
//   before the barrier, s[(t + 1) % 256] read after it.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_bar_red_uniform_ok(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    s[t] = x;
    int any_neg = __syncthreads_or(x < 0.0f);
    float y = s[(t + 1) % BLOCK];
    out[i] = any_neg ? 0.0f : x + y;
}
