// a-shared-race-019.cu -- RACY (shared-race)
// Pattern: the broadcast reduction of a-shared-race-018 without the second
//   barrier: every thread reads the total from partial[0] right away.
// Bug: thread 0 writes partial[0] (the block total) while thread 32 (warp 1,
//   which skipped the warp-0 stage) reads partial[0]; also lanes 1..31 of warp
//   0 read partial[0] with only shuffles (which order no memory) after thread
//   0's write. Threads 0 and 32, write/read, byte offset 0 of partial.
// Launch: --block 256 --grid 4.
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void a_block_reduce_broadcast_race(const float *in, float *out)
{
    __shared__ float partial[32];
    unsigned tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    unsigned i = blockIdx.x * blockDim.x + tid;
    float x = in[i];
    float v = warp_sum(x);
    if (lane == 0)
        partial[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = (tid < blockDim.x / 32) ? partial[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0)
            partial[0] = v;
    }
    // BUG: missing __syncthreads();
    out[i] = x / partial[0];
}
