// h-global-race-013.cu -- RACY (global-race)
// Pattern: grid-wide statistics merged under a global spin lock: each block
//   reduces its 256 elements (sum and max) in shared memory; thread 0 takes
//   the lock with atomicCAS, __threadfence() (acquire side), updates the
//   global sum, max and block count with plain loads and stores,
//   __threadfence() (release side), and frees the lock with atomicExch.
//   One thread per block contends, so the spin cannot deadlock a warp.
// Bug: the __threadfence() before the releasing atomicExch is missing. The
//   only fence of the holder precedes its updates, and atom.exch is relaxed,
//   so the next holder's acquire (atom.cas + fence) synchronizes with a
//   fence that comes before the updates: block 0's store to *g_sum and block
//   1's load of *g_sum (after it took the lock block 0 freed) are not
//   ordered -- a global-race under the PTX model.
// Launch: --block 256 --grid 64.
#define BLOCK 256

extern "C" __global__ void h_lock_merge_no_release_fence(const float *x, int *lock, float *g_sum, float *g_max,
                                              int *g_blocks)
{
    __shared__ float s_sum[BLOCK], s_max[BLOCK];
    unsigned tid = threadIdx.x;
    float v = x[blockIdx.x * BLOCK + tid];
    s_sum[tid] = v;
    s_max[tid] = v;
    __syncthreads();
    for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
        if (tid < k) {
            s_sum[tid] += s_sum[tid + k];
            s_max[tid] = fmaxf(s_max[tid], s_max[tid + k]);
        }
        __syncthreads();
    }
    if (tid == 0) {
        while (atomicCAS(lock, 0, 1) != 0) { }
        __threadfence();
        *g_sum += s_sum[0];
        *g_max = fmaxf(*g_max, s_max[0]);
        *g_blocks += 1;
        atomicExch(lock, 0);                     // BUG: no release fence
    }
}
