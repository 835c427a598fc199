// Thread-block clusters (sm_90): __cluster_dims__ and distributed shared memory.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void __cluster_dims__(2, 1, 1) cluster_hist(const int *in, int *out, int n)
{
    __shared__ int bins[64];
    cg::cluster_group cluster = cg::this_cluster();
    unsigned rank = cluster.block_rank();
    for (int b = threadIdx.x; b < 64; b += blockDim.x) bins[b] = 0;
    cluster.sync();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = in[i] & 127;
        int *dst = cluster.map_shared_rank(bins, v >> 6);   // DSMEM in the peer block
        atomicAdd(dst + (v & 63), 1);
    }
    cluster.sync();
    for (int b = threadIdx.x; b < 64; b += blockDim.x)
        atomicAdd(&out[rank * 64 + b], bins[b]);
}

__global__ void __cluster_dims__(4, 2, 1) __launch_bounds__(128, 1) cluster_plain(float *p)
{
    p[blockIdx.x * blockDim.x + threadIdx.x] *= 2.0f;
}
