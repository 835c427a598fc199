// h-shared-race-004.cu -- RACY (shared-race)
// Pattern: bitonic sort of one 256-key tile per block in shared memory:
//   merge stages k = 2, 4, ..., blockDim.x, steps j = k/2 .. 1, thread tid
//   compare-exchanges s[tid] and s[tid ^ j] when tid ^ j > tid.
// Bug: the barrier sits after the j loop (one per stage) instead of after
//   every step: within stage k = 4, step j = 2 pairs (0,2) and step j = 1
//   pairs (2,3), so thread 0 may still write s[2] (step j = 2) while thread 2
//   reads it (step j = 1) -- no barrier between the two steps.
// Launch: --block 256 --grid 32.
#define BLOCK 256

extern "C" __global__ void h_bitonic_sort_stage_sync(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned g = blockIdx.x * BLOCK + tid;
    s[tid] = in[g];
    __syncthreads();
    for (unsigned k = 2; k <= blockDim.x; k <<= 1) {
        for (unsigned j = k >> 1; j > 0; j >>= 1) {
            unsigned ixj = tid ^ j;
            if (ixj > tid) {
                bool up = (tid & k) == 0;
                float a = s[tid], b = s[ixj];
                if ((a > b) == up) {
                    s[tid] = b;
                    s[ixj] = a;
                }
            }
            // BUG: no __syncthreads() between the steps
        }
        __syncthreads();
    }
    out[g] = s[tid];
}
