// a-shared-race-009.cu -- SAFE
// Pattern: tree reduction whose last warp is unrolled "warp-synchronously",
//   written the sm_70+ way (CUDA Programming Guide, independent thread
//   scheduling): each step reads into a register, __syncwarp(), writes,
//   __syncwarp().
// Why safe: in each step the reads of sdata[tid + o] and the writes of
//   sdata[tid] are in different warp-barrier intervals; all 32 lanes of warp 0
//   execute every __syncwarp() (full mask, the guard tid < 32 is warp-uniform),
//   so bar.warp.sync orders them. Threads 32..255 touch nothing after the last
//   __syncthreads(). Thread 0's final read of sdata[0] conflicts with no other
//   lane (others write sdata[1..31]).
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_warp_syncwarp_ok(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float v = sdata[tid];
        v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp();
        v += sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp();
        v += sdata[tid +  8]; __syncwarp(); sdata[tid] = v; __syncwarp();
        v += sdata[tid +  4]; __syncwarp(); sdata[tid] = v; __syncwarp();
        v += sdata[tid +  2]; __syncwarp(); sdata[tid] = v; __syncwarp();
        v += sdata[tid +  1]; __syncwarp(); sdata[tid] = v; __syncwarp();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
