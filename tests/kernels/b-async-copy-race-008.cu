// b-async-copy-race-008 -- two-stage cp.async pipeline waiting with the wrong depth: wait_prior(2). BUGGY.
// As b-async-copy-race-007 but __pipeline_wait_prior(2) (cp.async.wait_group 2):
// with two groups in flight (tile k and tile k+1) it returns at once, so tile k
// may not have landed when it is read.
// Race: iteration 0, thread 0 reads buf[0][1] while thread 1's cp.async of tile 0
// into buf[0][1] may be in flight (its own read of buf[0][0] too): byte offset 4 of buf.
// Launch: grid (4), block (128); ntiles = 4.  sm_80+.
#include <cuda_pipeline.h>
#define B 128

extern "C" __global__ void b_cpasync_pipeline2_waitdepth(float *out, const float *in, int ntiles)
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
        __pipeline_wait_prior(2);          // BUG: should be 1
        __syncthreads();
        acc += buf[k & 1][t] * buf[k & 1][(t + 1) % B];
        __syncthreads();
    }
    out[blockIdx.x * B + t] = acc;
}
