// f-async-copy-race-003 -- the three-stage ring of 001 with the barrier after the refill. BUGGY.
// The copy of tile k+2 into stage (k+2)%3 is issued before __syncthreads(): a
// thread of a fast warp refills the stage that a slower thread still reads for
// tile k-1 in iteration k-1 (a stage reused before the consumers' release).
// Race: thread 1's cp.async of tile 3 (iteration 1) into buf[0][1] and thread 0's
// read of buf[0][1] (tile 0, iteration 0), one barrier interval.
// Expected: violation async-copy-race. Launch: grid (4), block (128); ntiles >= 4.  sm_80+.
#define B 128
#define S 3

__device__ __forceinline__ void cp_async4(void *smem, const void *gmem)
{
    unsigned s = (unsigned)__cvta_generic_to_shared(smem);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(s), "l"(gmem) : "memory");
}
__device__ __forceinline__ void commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
template <int N> __device__ __forceinline__ void wait_group() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory"); }

extern "C" __global__ void f_cpasync_ring3_early_refill(float *out, const float *in, int ntiles)
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
        int nk = k + S - 1;
        if (nk < ntiles)
            cp_async4(&buf[nk % S][t], &base[nk * B + t]);
        commit();
        wait_group<S - 1>();
        __syncthreads();
        acc += buf[k % S][t] * buf[k % S][(t + 1) % B];
    }
    out[blockIdx.x * B + t] = acc;
}
