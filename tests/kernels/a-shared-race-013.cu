// a-shared-race-013.cu -- RACY (shared-race)
// Pattern: warp-synchronous reduction "ported" to sm_70+ by adding ONE
//   __syncwarp() after each step: `sdata[tid] += sdata[tid + o]; __syncwarp();`
//   (plain accesses). A frequent incomplete fix.
// Bug: the read of sdata[tid + o] and the write of sdata[tid] are in the same
//   warp-barrier interval, so within one step lane 0 reads sdata[16] while lane
//   16 writes sdata[16] (step o = 16: lane 16 computes sdata[16] += sdata[32]).
//   Threads 0 and 16 of warp 0, read/write, byte offset 64 of sdata. The fix is
//   a-shared-race-009 (read; __syncwarp; write; __syncwarp).
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_warp_one_syncwarp_race(const float *in, float *out)
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
        sdata[tid] += sdata[tid + 32]; __syncwarp();
        sdata[tid] += sdata[tid + 16]; __syncwarp();   // BUG: read and write of one step unordered
        sdata[tid] += sdata[tid +  8]; __syncwarp();
        sdata[tid] += sdata[tid +  4]; __syncwarp();
        sdata[tid] += sdata[tid +  2]; __syncwarp();
        sdata[tid] += sdata[tid +  1]; __syncwarp();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
