// f-async-copy-race-001 -- three-stage cp.async ring (CUTLASS multistage mainloop shape). SAFE.
// Prologue: tiles 0 and 1 into stages 0 and 1, one commit each. Iteration k:
// wait_group 1 (all but the newest group: tile k is complete for this thread),
// __syncthreads() publishes it and orders everyone's reads of stage (k+2)%3
// (done in iteration k-1) before the refill issued below, then the copy of tile
// k+2 into stage (k+2)%3 and its commit (an empty group past the end), then the
// compute on stage k%3, reading a neighbour's element.
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

extern "C" __global__ void f_cpasync_ring3(float *out, const float *in, int ntiles)
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
        __syncthreads();
        int nk = k + S - 1;
        if (nk < ntiles)
            cp_async4(&buf[nk % S][t], &base[nk * B + t]);
        commit();
        acc += buf[k % S][t] * buf[k % S][(t + 1) % B];
    }
    out[blockIdx.x * B + t] = acc;
}
