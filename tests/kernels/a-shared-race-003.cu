// a-shared-race-003.cu -- RACY (shared-race)
// Pattern: tree reduction whose levels are synchronized but whose first
//   barrier (between loading sdata and the first level) is missing.
// Bug: thread 128 writes sdata[128] with the value it loaded from global
//   memory while thread 0, at level s = 128, reads sdata[128]. Threads 0 and
//   128 (warps 0 and 4), write/read, byte offset 512 of sdata.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_tree_noinitbarrier(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    // BUG: missing __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
