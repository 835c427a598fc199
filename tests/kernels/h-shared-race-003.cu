// h-shared-race-003.cu -- SAFE
// Pattern: bitonic sort of one 256-key tile per block in shared memory (the
//   CUDA sample's bitonicSortShared shape): merge stages k = 2, 4, ...,
//   blockDim.x (a uniform loop doubling to blockDim.x), steps j = k/2 .. 1;
//   thread tid compare-exchanges s[tid] and s[tid ^ j] when tid ^ j > tid,
//   and a barrier ends every step.
// Launch: --block 256 --grid 32.
#define BLOCK 256

extern "C" __global__ void h_bitonic_sort_tile(const float *in, float *out)
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
            __syncthreads();
        }
    }
    out[g] = s[tid];
}
