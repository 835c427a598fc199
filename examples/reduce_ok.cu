// CORRECT: shared-memory tree reduction. Every level of the tree is separated
// by __syncthreads(), so no thread reads sdata[tid + s] before its owner wrote it.
#define BLOCK 256

__global__ void reduce_ok(const float *in, float *out, int n)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * BLOCK + tid;
    sdata[tid] = (i < n) ? in[i] : 0.0f;
    __syncthreads();                       // all loads into sdata are visible
    for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();                   // RIGHT: barrier after every level, outside the if
    }
    if (tid == 0) out[blockIdx.x] = sdata[0];
}
