// a-shared-race-007.cu -- SAFE (looks suspicious, is not)
// Pattern: tree reduction with the barrier at the TOP of each level and no
//   barrier after the loop before thread 0 reads the result.
// Why safe: the barrier at the top of level s orders the previous level's
//   writes (and the initial load) before this level's reads. After the last
//   level (s = 1) only thread 0 wrote (sdata[0]), and only thread 0 reads
//   sdata[0]: no second thread touches sdata[0] or sdata[1] in that final
//   interval (sdata[1] was last written at level s = 2, before the barrier).
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_tree_topbarrier_ok(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        __syncthreads();
        if (tid < s)
            sdata[tid] += sdata[tid + s];
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
