// a-shared-race-002.cu -- RACY (shared-race)
// Pattern: the tree reduction of a-shared-race-001 with the __syncthreads()
//   inside the loop forgotten (the barrier after the load is kept).
// Bug: nothing separates the levels. At level s = 128 thread 64 writes
//   sdata[64] (sdata[64] += sdata[192]); at level s = 64 thread 0 reads
//   sdata[64] (sdata[0] += sdata[64]). Threads 0 and 64 (warps 0 and 2) of any
//   block, write/read, byte offset 256 of sdata, same barrier interval.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_tree_nobarrier(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        // BUG: missing __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
