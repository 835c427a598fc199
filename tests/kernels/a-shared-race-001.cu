// a-shared-race-001.cu -- SAFE
// Pattern: shared-memory tree reduction, sequential addressing (CUDA sample
//   "reduce3" shape): one __syncthreads() after the load and one after every
//   level of the tree.
// Why safe: at level s, thread t < s writes sdata[t] and reads sdata[t + s];
//   t + s >= s, so no thread writes what another reads in the same level, and
//   every level is closed by a barrier reached by all threads (the loop bound
//   depends only on blockDim.x, so every thread runs the same iterations).
// Launch: --block 256 --grid 4 (sdata is sized for blockDim.x == 256).
#define BLOCK 256

extern "C" __global__ void a_reduce_tree_ok(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
