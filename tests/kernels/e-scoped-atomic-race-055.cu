// e-scoped-atomic-race-055.cu -- SAFE
// Pattern: hand-off between two warps of one block through global memory:
//   lane k of warp 0 writes buf[k] of its block, __threadfence_block(), sets
//   the volatile flag ready[k]; lane k of warp 1 spins on ready[k],
//   __threadfence_block(), reads buf[k]. A .cta fence suffices inside one
//   block. Warp 1 clears the flags first, before a __syncthreads().
// Launch: --block 64 --grid 4.
extern "C" __global__ void e_warp_handoff_cta_ok(const float *in, float *buf, volatile int *ready, float *out)
{
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    int k = blockIdx.x * 32 + lane;
    if (warp == 1) ready[k] = 0;
    __syncthreads();
    if (warp == 0) {
        buf[k] = in[k] + 1.0f;
        __threadfence_block();
        ready[k] = 1;
    } else {
        while (ready[k] == 0) { }
        __threadfence_block();
        out[k] = buf[k] * 2.0f;
    }
}
