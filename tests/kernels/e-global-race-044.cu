// e-global-race-044.cu -- SAFE
// Pattern: producer/consumer inside one block through global memory: warp 0
//   writes the block's 32-element slice of a global scratch buffer,
//   __syncthreads(), then all 128 threads read two elements of it.
// Launch: --block 128 --grid 8.
extern "C" __global__ void e_block_pipeline_ok(const float *in, float *scratch, float *out)
{
    int t = threadIdx.x;
    float *s = scratch + blockIdx.x * 32;
    if (t < 32) s[t] = in[blockIdx.x * 32 + t] * 2.0f;
    __syncthreads();
    out[blockIdx.x * blockDim.x + t] = s[t & 31] + s[(t + 1) & 31];
}
