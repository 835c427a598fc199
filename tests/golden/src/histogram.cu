// Privatized histogram: per-block shared-memory bins updated with shared atomics,
// then merged into global memory.
#define BINS 256
__global__ void histogram_shared(const unsigned char *data, unsigned *hist, int n)
{
    __shared__ unsigned bins[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) bins[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&bins[data[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        if (bins[b]) atomicAdd(&hist[b], bins[b]);
}

// Warp-aggregated variant using __match_any_sync (sm_70+).
__global__ void histogram_match(const unsigned char *data, unsigned *hist, int n)
{
    __shared__ unsigned bins[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) bins[b] = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned v = data[i];
        unsigned peers = __match_any_sync(__activemask(), v);
        int leader = __ffs(peers) - 1;
        if ((threadIdx.x & 31) == leader) atomicAdd(&bins[v], __popc(peers));
    }
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) atomicAdd(&hist[b], bins[b]);
}
