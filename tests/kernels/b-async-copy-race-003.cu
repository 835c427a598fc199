// b-async-copy-race-003 -- cp.async, wait_group, then a neighbour read WITHOUT a barrier. BUGGY.
// cp.async.wait_group makes the copy visible to the executing thread only;
// another thread's element needs a __syncthreads() after the wait.
// Race: thread 0 reads s[1] while thread 1's copy into s[1] is complete only
// with respect to thread 1: byte offset 4 of s.
// Launch: grid (4), block (256).  sm_80+.
#include <cuda_pipeline.h>
#define B 256

extern "C" __global__ void b_cpasync_wait_nobarrier(float *out, const float *in)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    __pipeline_memcpy_async(&s[t], &in[g], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    // BUG: missing __syncthreads();
    out[g] = s[t] + s[(t + 1) % B];
}
