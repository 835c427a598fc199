// a-shared-race-057.cu -- SAFE, intra-warp exchange with __syncwarp()
// Pattern: a-shared-race-056 with __syncwarp() (full mask, executed by all 32
//   lanes of every warp) between the write and the neighbour's read.
// Why safe: bar.warp.sync orders the lanes' stores before the loads; the read
//   index stays within the warp's own 32 elements, so other warps never touch
//   them and no block barrier is needed.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_warp_exchange_syncwarp_ok(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x, lane = tid & 31, base = tid & ~31u;
    unsigned i = blockIdx.x * blockDim.x + tid;
    s[tid] = in[i];
    __syncwarp();
    out[i] = s[base + ((lane + 1) & 31)];
}
