// a-barrier-divergence-003.cu -- SAFE for this launch (n = 1024)
// Pattern: exactly the early-return stencil of a-barrier-divergence-002
//   (kernel renamed), checked with n fixed to the thread count of the grid.
// Why safe here: with n = 1024 = 4 x 256 no thread returns, so every thread
//   reaches the barrier; the condition i >= n is never true for this launch.
//   Stencil accesses: s[t+1] written by thread t only, s[0] / s[257] by the
//   edge threads only; all reads after the barrier. A sound checker must use
//   the fixed parameter value (without --param the verdict is a violation).
// Launch: --block 256 --grid 4 --param n (PTX name a_early_return_n1024_param_2) = 1024.
#define BLOCK 256

extern "C" __global__ void a_early_return_n1024(const float *in, float *out, unsigned n)
{
    __shared__ float s[BLOCK + 2];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    if (i >= n)
        return;
    s[t + 1] = in[i];
    if (t == 0)
        s[0] = 0.0f;
    if (t == blockDim.x - 1)
        s[blockDim.x + 1] = 0.0f;
    __syncthreads();
    out[i] = s[t] + s[t + 1] + s[t + 2];
}
