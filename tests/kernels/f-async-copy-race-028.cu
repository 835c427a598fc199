// f-async-copy-race-028 -- 027 with the write stage one ahead of where it should be. RACY.
// 001's CUTLASS multistage mainloop written as CUTLASS and Triton keep their pipeline
// state: a read stage and a write stage that wrap with a compare (s + 1 == S ? 0 :
// s + 1) instead of k % S. Iteration k: wait_group 1 completes tile k, the barrier
// publishes it and orders the reads of the stage refilled next, tile k + 2 goes into
// the write stage, the compute reads the read stage.
// Here wr starts at 0 instead of S - 1: tile k + 2 goes into stage (k + 0) % 3, the stage
// being read in iteration k. Expected: async-copy-race. Launch: grid (4), block (128); ntiles symbolic.  sm_80+.
#define B 128
#define S 3

__device__ __forceinline__ void cp_async4(void *smem, const void *gmem)
{
    unsigned s = (unsigned)__cvta_generic_to_shared(smem);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(s), "l"(gmem) : "memory");
}
__device__ __forceinline__ void commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
template <int N> __device__ __forceinline__ void wait_group() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory"); }

extern "C" __global__ void f_cpasync_wrap3_bad(float *out, const float *in, int ntiles)
{
    __shared__ float buf[S][B];
    int t = threadIdx.x;
    const float *base = in + (size_t)blockIdx.x * ntiles * B;
    for (int s = 0; s < S - 1; ++s) {
        if (s < ntiles)
            cp_async4(&buf[s][t], &base[s * B + t]);
        commit();
    }
    float acc = 0.0f;
    int rd = 0, wr = 0;  // BUG: should be S - 1
    for (int k = 0; k < ntiles; ++k) {
        wait_group<S - 2>();
        __syncthreads();
        int nk = k + S - 1;
        if (nk < ntiles)
            cp_async4(&buf[wr][t], &base[nk * B + t]);
        commit();
        acc += buf[rd][t] * buf[rd][(t + 1) % B];
        rd = rd + 1 == S ? 0 : rd + 1;
        wr = wr + 1 == S ? 0 : wr + 1;
    }
    out[blockIdx.x * B + t] = acc;
}
