// a-shared-race-006.cu -- RACY (shared-race)
// Pattern: sequential-addressing tree reduction with an off-by-one in the
//   guard: `tid <= s` instead of `tid < s`. (sdata has 2*BLOCK entries, the
//   upper half zeroed, so the extra reads stay in bounds: the bug is a race,
//   not an out-of-bounds access.)
// Bug: at level s = 128 thread 128 writes sdata[128] (sdata[128] += sdata[256])
//   while thread 0 reads sdata[128] (sdata[0] += sdata[128]) in the same barrier
//   interval. Threads 0 and 128, read/write, byte offset 512 of sdata.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_tree_offbyone(const float *in, float *out)
{
    __shared__ float sdata[2 * BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    sdata[tid + BLOCK] = 0.0f;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid <= s)                       // BUG: should be tid < s
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
