// a-shared-race-016.cu -- SAFE
// Pattern: block reduction in two stages (CUB BlockReduce WARP_REDUCTIONS
//   shape): shuffle reduction inside each warp, lane 0 of warp w writes
//   partial[w], __syncthreads(), warp 0 reduces the partials with shuffles.
// Why safe: partial[w] is written by exactly one thread (lane 0 of warp w);
//   the reads of partial[lane] by warp 0 come after the barrier.
// Launch: --block 256 --grid 4 (8 warps, 8 partials).
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void a_block_reduce_shfl_ok(const float *in, float *out)
{
    __shared__ float partial[32];
    unsigned tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    float v = warp_sum(in[blockIdx.x * blockDim.x + tid]);
    if (lane == 0)
        partial[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = (tid < blockDim.x / 32) ? partial[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0)
            out[blockIdx.x] = v;
    }
}
