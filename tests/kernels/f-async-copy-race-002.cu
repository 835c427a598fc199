// f-async-copy-race-002 -- the three-stage ring of 001 with wait_group 2 instead of 1. BUGGY.
// wait_group 2 leaves the two newest groups pending: in iteration 0 those are
// tiles 0 and 1, so tile 0 is not known complete, and after the barrier thread 0
// reads buf[0][1] (byte 4) while thread 1's copy of tile 0 may still be in flight
// (the wait's N one too large). Otherwise as 001.
// Expected: violation async-copy-race. Launch: grid (4), block (128); ntiles >= 1.  sm_80+.
#define B 128
#define S 3

__device__ __forceinline__ void cp_async4(void *smem, const void *gmem)
{
    unsigned s = (unsigned)__cvta_generic_to_shared(smem);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(s), "l"(gmem) : "memory");
}
__device__ __forceinline__ void commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
template <int N> __device__ __forceinline__ void wait_group() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory"); }

extern "C" __global__ void f_cpasync_ring3_wait2(float *out, const float *in, int ntiles)
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
    for (int k = 0; k < ntiles; ++k) {
        wait_group<S - 1>();
        __syncthreads();
        int nk = k + S - 1;
        if (nk < ntiles)
            cp_async4(&buf[nk % S][t], &base[nk * B + t]);
        commit();
        acc += buf[k % S][t] * buf[k % S][(t + 1) % B];
    }
    out[blockIdx.x * B + t] = acc;
}
