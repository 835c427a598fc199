// a-shared-race-017.cu -- RACY (shared-race)
// Pattern: two-stage block reduction (a-shared-race-016) with the barrier
//   between writing the per-warp partials and reading them removed.
// Bug: thread 32 (lane 0 of warp 1) writes partial[1] while thread 1 (lane 1
//   of warp 0) reads partial[1]. Threads 1 and 32, read/write, byte offset 4 of
//   partial. (The shuffles in between order no memory.)
// Launch: --block 256 --grid 4.
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void a_block_reduce_shfl_nobarrier(const float *in, float *out)
{
    __shared__ float partial[32];
    unsigned tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    float v = warp_sum(in[blockIdx.x * blockDim.x + tid]);
    if (lane == 0)
        partial[warp] = v;
    // BUG: missing __syncthreads();
    if (warp == 0) {
        v = (tid < blockDim.x / 32) ? partial[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0)
            out[blockIdx.x] = v;
    }
}
