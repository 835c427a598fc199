// f-async-copy-race-022 -- 019 storing every block's tile k to one place. BUGGY.
// The Hopper epilogue shape: in iteration k every thread writes its element of
// tile k into the shared staging buffer, fences the generic writes for the async
// proxy (fence.proxy.async.shared::cta) and __syncthreads() publishes them; thread 0
// issues cp.async.bulk.global.shared::cta of the buffer, commits the bulk group and
// waits with cp.async.bulk.wait_group.read 0 until the copy has read it; the second
// __syncthreads() keeps the next iteration's writes behind that wait.
// Bug: the destination leaves out blockIdx.x: thread 0 of every block stores tile k
// to out + k * 256, two blocks' bulk stores write the same global bytes.
// Expected: violation async-copy-race (two threads of two blocks, replayed).
// Launch: grid (4), block (256),
// tiles = 8 (fixed: symbolic, the stores' addresses are nonlinear for the solver).  sm_90+.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_store_overlap(float *out, const float *in, int tiles)
{
    __shared__ alignas(16) float stage[256];
    unsigned t = threadIdx.x;
    for (int k = 0; k < tiles; k++) {
        size_t base = (size_t)k * 256;
        size_t src = ((size_t)blockIdx.x * tiles + k) * 256;
        stage[t] = 2.0f * in[src + t];
        ptx::fence_proxy_async(ptx::space_shared);
        __syncthreads();
        if (t == 0) {
            ptx::cp_async_bulk(ptx::space_global, ptx::space_shared, out + base, stage, sizeof(stage));
            ptx::cp_async_bulk_commit_group();
            ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>());
        }
        __syncthreads();
    }
}
