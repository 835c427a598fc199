// a-barrier-divergence-009.cu -- SAFE
// Pattern: a barrier inside a loop whose trip count is a kernel parameter
//   (`iters` smoothing passes).
// Why safe: kernel parameters are uniform across the grid, so every thread
//   runs the same number of iterations, whatever the value.
// Launch: --block 256 --grid 4 --param iters (a_loop_trip_param_ok_param_2) = 5 (any value is safe).
#define BLOCK 256

extern "C" __global__ void a_loop_trip_param_ok(const float *in, float *out, unsigned iters)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    for (unsigned k = 0; k < iters; ++k) {
        s[t] = x;
        __syncthreads();
        x = 0.5f * (x + s[(t + 1) % BLOCK]);
        __syncthreads();
    }
    out[i] = x;
}
