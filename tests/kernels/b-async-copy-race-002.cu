// b-async-copy-race-002 -- cp.async staging with __syncthreads() but NO wait. BUGGY.
// The author assumed the barrier completes the copies; it does not: bar.sync
// orders no in-flight cp.async. The reads of s may see the old contents.
// Race (async write vs read): thread 0 reads s[1] while thread 1's cp.async into
// s[1] may still be in flight (byte offset 4 of s); also every thread reads its own
// s[t] before its own copy completed.
// Launch: grid (4), block (256).  sm_80+.
#include <cuda_pipeline.h>
#define B 256

extern "C" __global__ void b_cpasync_nowait(float *out, const float *in)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    __pipeline_memcpy_async(&s[t], &in[g], sizeof(float));
    __pipeline_commit();
    // BUG: missing __pipeline_wait_prior(0);
    __syncthreads();
    out[g] = s[t] + s[(t + 1) % B];
    __pipeline_wait_prior(0);              // too late: the reads are above
}
