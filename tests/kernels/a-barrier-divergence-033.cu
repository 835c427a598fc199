// a-barrier-divergence-033.cu -- SAFE
// Pattern: a loop with a thread-dependent trip count (t % 7 + 1 Newton steps)
//   WITHOUT a barrier inside, followed by a __syncthreads() after the loop.
// Why safe: the threads diverge in the loop but all reconverge and reach the
//   one barrier after it exactly once. A checker that marks everything after
//   a divergent loop as divergent reports a false violation.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_divergent_loop_then_barrier_ok(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float a = in[i] + 1.0f, x = 1.0f;
    for (unsigned k = 0; k < t % 7 + 1; ++k)
        x = 0.5f * (x + a / x);
    s[t] = x;
    __syncthreads();
    out[i] = s[(t + 1) % BLOCK];
}
