// RACY: the same tree reduction with the barrier inside the loop missing.
// Thread tid reads sdata[tid + s] while thread tid + s may still be writing it
// in the previous level (a read-after-write race across warps on shared memory).
#define BLOCK 256

__global__ void reduce_race(const float *in, float *out, int n)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * BLOCK + tid;
    sdata[tid] = (i < n) ? in[i] : 0.0f;
    __syncthreads();
    for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        // WRONG: no __syncthreads() here
    }
    if (tid == 0) out[blockIdx.x] = sdata[0];   // WRONG: may read before others finished
}
