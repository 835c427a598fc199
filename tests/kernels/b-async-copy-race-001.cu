// b-async-copy-race-001 -- cp.async staging (__pipeline_memcpy_async), wait, barrier, read a neighbour. SAFE.
// Each thread copies in[g] to s[t] asynchronously (cp.async, 4 bytes), commits,
// waits for its group (cp.async.wait_group 0 / wait_all), then __syncthreads() makes every
// thread's copy visible to the block before s[(t+1)%256] is read.
// Expected: no async-copy-race and no shared-race.
// Launch: grid (4), block (256).  sm_80+.
#include <cuda_pipeline.h>
#define B 256

extern "C" __global__ void b_cpasync_wait_barrier(float *out, const float *in)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    __pipeline_memcpy_async(&s[t], &in[g], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    out[g] = s[t] + s[(t + 1) % B];
}
