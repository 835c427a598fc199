// b-async-copy-race-009 -- two-stage cp.async pipeline WITHOUT the barrier after the compute. BUGGY.
// As b-async-copy-race-007 minus the trailing __syncthreads(): the copy issued in
// iteration k+1 into buf[(k+2)&1] == buf[k&1] is not ordered after the other
// threads' reads of buf[k&1] in iteration k (write-after-read through the async proxy).
// Race: thread 0 reads buf[0][1] in iteration 0 while thread 1's cp.async of tile 2
// (issued in iteration 1) writes buf[0][1]: byte offset 4 of buf. Needs ntiles >= 3.
// (This is a cp.async write racing with a plain read; it is filed under
// async-copy-race -- an async-proxy write unordered with a generic access.)
// Launch: grid (4), block (128); ntiles = 4.  sm_80+.
#include <cuda_pipeline.h>
#define B 128

extern "C" __global__ void b_cpasync_pipeline2_notrailingbarrier(float *out, const float *in, int ntiles)
{
    __shared__ float buf[2][B];
    int t = threadIdx.x;
    const float *base = in + (size_t)blockIdx.x * ntiles * B;
    __pipeline_memcpy_async(&buf[0][t], &base[t], sizeof(float));
    __pipeline_commit();
    float acc = 0.0f;
    for (int k = 0; k < ntiles; ++k) {
        if (k + 1 < ntiles)
            __pipeline_memcpy_async(&buf[(k + 1) & 1][t], &base[(k + 1) * B + t], sizeof(float));
        __pipeline_commit();
        __pipeline_wait_prior(1);
        __syncthreads();
        acc += buf[k & 1][t] * buf[k & 1][(t + 1) % B];
        // BUG: missing __syncthreads();
    }
    out[blockIdx.x * B + t] = acc;
}
