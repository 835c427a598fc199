// c-barrier-divergence-004.cu -- SAFE: a barrier loop whose trip count is uniform, early exit after it
// Pattern: tiles loaded and consumed with two barriers per tile; threads past
//   the end of the output return only after the loop.
// Why safe: the trip count depends on a parameter only; the return is after the last barrier.
// Launch: --block 64 --grid 2 --param c_uniform_tiles_then_exit_param_2=4 --param c_uniform_tiles_then_exit_param_3=100.
extern "C" __global__ void c_uniform_tiles_then_exit(const float *in, float *out, int ntiles, int nout)
{
    __shared__ float s[64];
    unsigned t = threadIdx.x;
    float acc = 0.0f;
    for (int k = 0; k < ntiles; ++k) {
        s[t] = in[(blockIdx.x * ntiles + k) * 64 + t];
        __syncthreads();
        acc += s[63 - t];
        __syncthreads();
    }
    unsigned i = blockIdx.x * 64 + t;
    if (i >= (unsigned)nout)
        return;
    out[i] = acc;
}
