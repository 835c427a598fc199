// f-async-copy-race-026 -- 025 with expect_tx of the A tile only (bytes short). RACY.
// The mainloop of a single-stage TMA GEMM: tensor maps for A (box 32 x 32 floats)
// and B (box 32 x 32 floats) are __grid_constant__ parameters; thread 0 arrives on
// one mbarrier with expect_tx of both tiles' bytes (8192, as CUTLASS's
// TmaTransactionBytes) and issues both cp.async.bulk.tensor.2d on it; every thread
// waits with parity k & 1, accumulates a row of A times a column of B, and
// __syncthreads() releases both tiles before the next step's copies.
// Here expect_tx counts only sizeof(a): phase k completes once 4096 of the 8192 bytes
// landed, and the B tile may still be in flight. Expected: async-copy-race. Launch: grid (4), block (256),
// --tensor-box f_tma_gemm_short_param_1=4096 --tensor-box f_tma_gemm_short_param_2=4096,
// ksteps any. sm_90+.
#include <cuda/ptx>
#include <cuda.h>
#include <cstdint>
namespace ptx = cuda::ptx;

extern "C" __global__ void f_tma_gemm_short(float *c, const __grid_constant__ CUtensorMap ta,
                                           const __grid_constant__ CUtensorMap tb, int ksteps)
{
    __shared__ alignas(128) float a[32 * 32];
    __shared__ alignas(128) float b[32 * 32];
    __shared__ uint64_t bar;
    unsigned t = threadIdx.x, row = t / 8, col = t % 8 * 4;
    if (t == 0) {
        ptx::mbarrier_init(&bar, 1);
        ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    }
    __syncthreads();
    float acc[4] = { 0.0f, 0.0f, 0.0f, 0.0f };
    for (int k = 0; k < ksteps; k++) {
        if (t == 0) {
            int32_t ca[2] = { k * 32, (int32_t)blockIdx.x * 32 }, cb[2] = { 0, k * 32 };
            ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                           sizeof(a));  // BUG: B's bytes not expected
            ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, a, &ta, ca, &bar);
            ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, b, &tb, cb, &bar);
        }
        while (!ptx::mbarrier_try_wait_parity(&bar, k & 1)) {
        }
        for (int i = 0; i < 32; i++)
            for (int j = 0; j < 4; j++)
                acc[j] += a[row * 32 + i] * b[i * 32 + col + j];
        __syncthreads();
    }
    for (int j = 0; j < 4; j++)
        c[(blockIdx.x * 32 + row) * 32 + col + j] = acc[j];
}
