// Reductions: shared-memory tree reduction and warp-shuffle reduction.
// Golden-test source for the warpsafe PTX parser.
#define BLOCK 256

// Classic tree reduction in shared memory with __syncthreads between levels.
__global__ void reduce_tree(const float *__restrict__ in, float *__restrict__ out, int n)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x * 2 + threadIdx.x;
    float v = 0.0f;
    if (i < n) v = in[i];
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    sdata[tid] = v;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = sdata[0];
}

__device__ __forceinline__ float warp_sum(float v)
{
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

// Two-level reduction: warp shuffles, then one warp reduces the per-warp sums.
__global__ void reduce_shfl(const float *__restrict__ in, float *__restrict__ out, int n)
{
    __shared__ float warp_sums[32];
    int lane = threadIdx.x & 31;
    int wid = threadIdx.x >> 5;
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        v += in[i];
    v = warp_sum(v);
    if (lane == 0) warp_sums[wid] = v;
    __syncthreads();
    if (wid == 0) {
        v = (threadIdx.x < blockDim.x / 32) ? warp_sums[lane] : 0.0f;
        v = warp_sum(v);
        if (lane == 0) atomicAdd(out, v);
    }
}

// Integer reduction using the sm_80 redux.sync instruction and ballot/any votes.
__global__ void reduce_redux(const int *__restrict__ in, int *__restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
#if __CUDA_ARCH__ >= 800
    int s = __reduce_add_sync(0xffffffffu, v);
#else
    int s = v;
    for (int off = 16; off > 0; off >>= 1) s += __shfl_xor_sync(0xffffffffu, s, off);
#endif
    unsigned nz = __ballot_sync(0xffffffffu, v != 0);
    if ((threadIdx.x & 31) == 0 && __any_sync(0xffffffffu, nz != 0))
        atomicAdd(out, s);
}
