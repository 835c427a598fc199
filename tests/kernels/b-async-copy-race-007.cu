// b-async-copy-race-007 -- two-stage cp.async pipeline over tiles: wait_prior(1), barrier, compute, barrier. SAFE.
// Iteration k issues the copy of tile k+1 into buf[(k+1)&1] (one commit per
// iteration, possibly an empty group), waits until at most one group -- the newest,
// tile k+1 -- is pending, so tile k is complete for this thread; __syncthreads()
// publishes it to the block; after the compute a second barrier keeps the copy
// issued in iteration k+1 (into buf[k&1]) behind everyone's reads of buf[k&1].
// Expected: no async-copy-race and no shared-race.
// Launch: grid (4), block (128); ntiles = 4.  sm_80+.
#include <cuda_pipeline.h>
#define B 128

extern "C" __global__ void b_cpasync_pipeline2(float *out, const float *in, int ntiles)
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
        __pipeline_wait_prior(1);          // tile k landed (for this thread)
        __syncthreads();                   // ... and for the block
        acc += buf[k & 1][t] * buf[k & 1][(t + 1) % B];
        __syncthreads();                   // reads of buf[k&1] done before it is refilled
    }
    out[blockIdx.x * B + t] = acc;
}
