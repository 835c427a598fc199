// b-async-copy-race-004 -- cp.async, wait_group, each thread reads only ITS OWN element, no barrier. SAFE.
// After cp.async.wait_group the executing thread may read what it copied; no
// other thread touches s[t], so no barrier is needed.
// Expected: no async-copy-race and no shared-race.
// Launch: grid (4), block (256).  sm_80+.
#include <cuda_pipeline.h>
#define B 256

extern "C" __global__ void b_cpasync_wait_ownelem(float *out, const float *in)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    __pipeline_memcpy_async(&s[t], &in[g], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    out[g] = 2.0f * s[t];
}
