// e-global-race-031.cu -- SAFE
// Pattern: sum reduction into out[blockIdx.x]: a grid-stride accumulation,
//   a warp shuffle tree, one partial per warp in shared memory, and warp 0
//   reduces the partials; lane 0 of warp 0 stores the block's result.
// Launch: --block 256 --grid 16 (n = 100000).
extern "C" __global__ void e_reduce_shfl_ok(const float *in, float *out, int n)
{
    __shared__ float warp_sums[32];
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        s += in[i];
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, o);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) warp_sums[warp] = s;
    __syncthreads();
    if (warp == 0) {
        s = lane < blockDim.x / 32 ? warp_sums[lane] : 0.0f;
        for (int o = 16; o > 0; o >>= 1)
            s += __shfl_down_sync(0xffffffffu, s, o);
        if (lane == 0) out[blockIdx.x] = s;
    }
}
