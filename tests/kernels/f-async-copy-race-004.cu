// f-async-copy-race-004 -- double buffering, each thread reads only the element it copied. SAFE.
// No barrier publishes anything: a thread's own cp.async is visible to it after its
// wait_group, which is all the reads need; the copy into a stage two iterations
// later is issued after this thread's reads of it (program order of one thread).
// Expected: verified. Launch: grid (4), block (128); ntiles symbolic.  sm_80+.
#define B 128
#define S 3

__device__ __forceinline__ void cp_async4(void *smem, const void *gmem)
{
    unsigned s = (unsigned)__cvta_generic_to_shared(smem);
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(s), "l"(gmem) : "memory");
}
__device__ __forceinline__ void commit() { asm volatile("cp.async.commit_group;\n" ::: "memory"); }
template <int N> __device__ __forceinline__ void wait_group() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory"); }

extern "C" __global__ void f_cpasync_own_ring(float *out, const float *in, int ntiles)
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
        wait_group<S - 2>();
        int nk = k + S - 1;
        if (nk < ntiles)
            cp_async4(&buf[nk % S][t], &base[nk * B + t]);
        commit();
        acc += buf[k % S][t] * buf[k % S][t];
    }
    out[blockIdx.x * B + t] = acc;
}
