// a-shared-race-018.cu -- SAFE
// Pattern: two-stage block reduction whose total is broadcast to every thread
//   through partial[0] (softmax/normalization shape): out[i] = in[i] / total.
// Why safe: barrier 1 orders the partial[w] writes before warp 0's reads;
//   thread 0 then overwrites partial[0] (only thread 0 read partial[0] in that
//   interval; lanes 1..7 read partial[1..7]); barrier 2 orders that write
//   before every thread's read of partial[0].
// Launch: --block 256 --grid 4.
__device__ __forceinline__ float warp_sum(float v)
{
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}

extern "C" __global__ void a_block_reduce_broadcast_ok(const float *in, float *out)
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
    __syncthreads();
    out[i] = x / partial[0];
}
