// h-global-race-018.cu -- SAFE
// Pattern: one-shot grid broadcast with libcu++: block 0 computes a scale
//   factor (the inverse of the L2 norm of the first 256 entries of v, by a
//   shared-memory reduction) and thread 0 stores it to *scale with a plain
//   store, then sets the ready flag with
//   cuda::atomic_ref<int, cuda::thread_scope_device>::store(1, release).
//   Every other block's thread 0 spins on load(acquire) until it reads 1,
//   then a __syncthreads() lets the block read *scale and scale its part of
//   y. Release store -> acquire load (device scope, morally strong) -> barrier
//   orders the producer's store before every consumer's load.
// Launch: --block 256 --grid 32. (Assumes *ready is 0 at launch, as the
//   protocol requires, and that block 0 becomes resident.)
#include <cuda/atomic>
#define BLOCK 256

extern "C" __global__ void h_broadcast_scale_acqrel(const float *v, float *y, float *scale, int *ready)
{
    __shared__ float s[BLOCK];
    __shared__ float s_scale;
    unsigned tid = threadIdx.x;
    cuda::atomic_ref<int, cuda::thread_scope_device> flag(*ready);
    if (blockIdx.x == 0) {
        float x = v[tid];
        s[tid] = x * x;
        __syncthreads();
        for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
            if (tid < k)
                s[tid] += s[tid + k];
            __syncthreads();
        }
        if (tid == 0) {
            float f = rsqrtf(s[0] + 1e-12f);
            *scale = f;
            flag.store(1, cuda::memory_order_release);
            s_scale = f;
        }
    } else {
        if (tid == 0) {
            while (flag.load(cuda::memory_order_acquire) == 0) { }
            s_scale = *scale;
        }
    }
    __syncthreads();
    unsigned g = blockIdx.x * BLOCK + tid;
    y[g] = v[g] * s_scale;
}
