// Asynchronous global->shared copies (sm_80 cp.async) via the pipeline primitives
// and via cuda::memcpy_async with a block-scope barrier.
#include <cuda_pipeline.h>
#include <cuda/barrier>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define TILE 128
__global__ void cp_async_pipeline(const float4 *in, float4 *out, int tiles)
{
    __shared__ float4 buf[2][TILE];
    int t = threadIdx.x;
    __pipeline_memcpy_async(&buf[0][t], &in[t], sizeof(float4));
    __pipeline_commit();
    for (int i = 0; i < tiles; ++i) {
        if (i + 1 < tiles) {
            __pipeline_memcpy_async(&buf[(i + 1) & 1][t], &in[(i + 1) * TILE + t], sizeof(float4));
        }
        __pipeline_commit();
        __pipeline_wait_prior(1);
        __syncthreads();
        float4 v = buf[i & 1][(t + 1) % TILE];
        out[i * TILE + t] = make_float4(v.x * 2, v.y * 2, v.z * 2, v.w * 2);
        __syncthreads();
    }
}

__global__ void memcpy_async_barrier(const int *in, int *out)
{
    __shared__ int s[256];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    auto block = cg::this_thread_block();
    if (block.thread_rank() == 0) init(&bar, block.size());
    block.sync();
    cuda::memcpy_async(block, s, in + blockIdx.x * 256, sizeof(int) * 256, bar);
    bar.arrive_and_wait();
    out[blockIdx.x * 256 + threadIdx.x] = s[255 - threadIdx.x];
}
