// h-scoped-atomic-race-002.cu -- SAFE
// Pattern: grid-wide sum and element count merged under a global spin lock
//   written with libcu++: each block reduces its 256 elements in shared
//   memory; thread 0 takes the lock with
//   cuda::atomic_ref<int, cuda::thread_scope_device>::compare_exchange_weak
//   (acquire on success), adds its partial results to *g_sum and *g_count
//   with plain loads and stores, and frees the lock with store(0, release).
//   The lock's scope (device) includes every block that contends, so the
//   lock accesses are morally strong and release -> acquire orders every
//   pair of critical sections. One thread per block contends.
// Launch: --block 256 --grid 64.
#include <cuda/atomic>
#define BLOCK 256

extern "C" __global__ void h_lock_ref_device(const float *x, int *lock_word, float *g_sum, int *g_count)
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
        cuda::atomic_ref<int, cuda::thread_scope_device> lock(*lock_word);
        int expected = 0;
        while (!lock.compare_exchange_weak(expected, 1, cuda::memory_order_acquire,
                                           cuda::memory_order_relaxed))
            expected = 0;
        *g_sum += s[0];
        *g_count += c[0];
        lock.store(0, cuda::memory_order_release);
    }
}
