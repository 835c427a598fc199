// h-global-race-027.cu -- SAFE
// Pattern: per-block stream compaction straight into global memory: thread 0
//   zeroes a shared counter, barrier, every thread with a positive input takes
//   p = atomicAdd(&s_count, 1) and writes out[blockIdx.x * blockDim.x + p],
//   barrier, thread 0 stores the block's count (a later pass packs the
//   segments).
// Why safe: the additions after the reset return distinct p below
//   blockDim.x (at most blockDim.x threads add 1 each), so each block writes
//   only its own segment of out, and within it no two threads share a p.
// Launch: --block 256 --grid 512.
extern "C" __global__ void h_compact_segments(const float *in, float *out, unsigned *counts)
{
    __shared__ unsigned s_count;
    unsigned tid = threadIdx.x;
    if (tid == 0)
        s_count = 0;
    __syncthreads();
    float v = in[blockIdx.x * blockDim.x + tid];
    if (v > 0.0f) {
        unsigned p = atomicAdd(&s_count, 1u);
        out[blockIdx.x * blockDim.x + p] = v;
    }
    __syncthreads();
    if (tid == 0)
        counts[blockIdx.x] = s_count;
}
