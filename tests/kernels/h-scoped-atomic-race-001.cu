// h-scoped-atomic-race-001.cu -- RACY (scoped-atomic-race)
// Pattern: grid-wide sum and element count merged under a global spin lock
//   written with libcu++: each block reduces its 256 elements in shared
//   memory; thread 0 takes the lock with
//   cuda::atomic_ref<int, cuda::thread_scope_block>::compare_exchange_weak
//   (acquire on success), adds its partial results to *g_sum and *g_count
//   with plain loads and stores, and frees the lock with store(0, release).
//   One thread per block contends.
// Bug: the atomic_ref is declared with cuda::thread_scope_block (scope
//   .cta) although thread 0 of every block contends: block 0's and block 1's
//   compare_exchange on *lock_word are atomics whose scopes do not include
//   each other's thread, so they race (scoped-atomic-race) and the lock
//   excludes nothing; the plain updates of *g_sum and *g_count in two
//   blocks' critical sections then race as well (a global-race, which this
//   label does not claim: the rule of the bug is the scope).
// Launch: --block 256 --grid 64.
#include <cuda/atomic>
#define BLOCK 256

extern "C" __global__ void h_lock_ref_block_scope(const float *x, int *lock_word, float *g_sum, int *g_count)
{
    __shared__ float s[BLOCK];
    __shared__ int c[BLOCK];
    unsigned tid = threadIdx.x;
    float v = x[blockIdx.x * BLOCK + tid];
    s[tid] = v;
    c[tid] = v != 0.0f;
    __syncthreads();
    for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
        if (tid < k) {
            s[tid] += s[tid + k];
            c[tid] += c[tid + k];
        }
        __syncthreads();
    }
    if (tid == 0) {
        cuda::atomic_ref<int, cuda::thread_scope_block> lock(*lock_word);   // BUG: scope
        int expected = 0;
        while (!lock.compare_exchange_weak(expected, 1, cuda::memory_order_acquire,
                                           cuda::memory_order_relaxed))
            expected = 0;
        *g_sum += s[0];
        *g_count += c[0];
        lock.store(0, cuda::memory_order_release);
    }
}
