// a-shared-race-005.cu -- RACY (shared-race)
// Pattern: interleaved-addressing reduction (a-shared-race-004) without the
//   barrier between steps.
// Bug: at step s = 1 thread 2 writes sdata[2] (sdata[2] += sdata[3]); at step
//   s = 2 thread 0 reads sdata[2] (sdata[0] += sdata[2]). Threads 0 and 2 (both
//   lanes of warp 0: the warp is no scope on sm_70+), write/read, byte offset 8.
//   Also across warps: thread 32 writes sdata[32] at s = 1..16, thread 0 reads
//   sdata[32] at s = 32.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_interleaved_nobarrier(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        // BUG: missing __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
