// CUB block/warp collectives. CUB's shuffles are emitted as inline-asm blocks
// with their own { .reg ... } scopes.
#include <cub/cub.cuh>

template <int BLOCK_THREADS, int ITEMS>
__global__ void cub_block_reduce(const int *in, int *out)
{
    using BlockReduce = cub::BlockReduce<int, BLOCK_THREADS>;
    __shared__ typename BlockReduce::TempStorage temp;
    int items[ITEMS];
    int base = blockIdx.x * BLOCK_THREADS * ITEMS;
    for (int k = 0; k < ITEMS; ++k) items[k] = in[base + threadIdx.x * ITEMS + k];
    int agg = BlockReduce(temp).Sum(items);
    if (threadIdx.x == 0) out[blockIdx.x] = agg;
}

template <int BLOCK_THREADS>
__global__ void cub_block_scan(const float *in, float *out)
{
    using BlockScan = cub::BlockScan<float, BLOCK_THREADS>;
    __shared__ typename BlockScan::TempStorage temp;
    int i = blockIdx.x * BLOCK_THREADS + threadIdx.x;
    float v = in[i];
    float r;
    BlockScan(temp).InclusiveSum(v, r);
    out[i] = r;
}

__global__ void cub_warp_reduce(const double *in, double *out)
{
    using WarpReduce = cub::WarpReduce<double>;
    __shared__ typename WarpReduce::TempStorage temp[4];
    int warp = threadIdx.x / 32;
    double v = in[blockIdx.x * blockDim.x + threadIdx.x];
    double m = WarpReduce(temp[warp]).Reduce(v, cuda::maximum<double>{});
    if ((threadIdx.x & 31) == 0) out[blockIdx.x * 4 + warp] = m;
}

template __global__ void cub_block_reduce<128, 4>(const int *, int *);
template __global__ void cub_block_scan<256>(const float *, float *);
