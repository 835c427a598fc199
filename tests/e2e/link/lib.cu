// The other translation unit of link.sh's relocatable device code
// (nvcc -rdc=true): device functions that main.cu declares extern.
__device__ unsigned g_count;  // declared extern in main.cu

// A block's sum through the shared buffer s (one float per thread; the
// block size a power of two).
__device__ float block_sum(float *s, float v)
{
    unsigned t = threadIdx.x;
    s[t] = v;
    __syncthreads();
    for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
        if (t < k)
            s[t] += s[t + k];
        __syncthreads();
    }
    return s[0];
}

__device__ void store_slot(float *out, unsigned i, float v)
{
    out[i] = v;
}

__device__ void count_one()
{
    atomicAdd(&g_count, 1u);
}
