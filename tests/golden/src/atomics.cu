// Memory-model features: scoped atomics, cuda::atomic_ref, fences, volatile.
#include <cuda/atomic>

__global__ void scoped_atomics(int *g, unsigned long long *g64, float *f, int *flag)
{
    __shared__ int s;
    if (threadIdx.x == 0) s = 0;
    __syncthreads();
    atomicAdd_block(&s, 1);                 // CTA scope
    atomicAdd(g, 1);                        // device scope
    atomicAdd_system(g + 1, 1);             // system scope
    atomicMax(g + 2, threadIdx.x);
    atomicCAS(g + 3, 0, (int)threadIdx.x);
    atomicExch(g64, 42ull);
    atomicAdd(f, 1.0f);
    atomicInc((unsigned *)g + 4, 100u);
    atomicOr_block(g + 5, 1 << (threadIdx.x & 31));
    __syncthreads();
    if (threadIdx.x == 0) {
        g[6] = s;
        __threadfence();                     // membar.gl / fence.sc.gpu
        atomicExch(flag, 1);
    }
    __threadfence_block();
    __threadfence_system();
}

__global__ void atomic_ref_kernel(int *counter, float *sum, int *ready, const float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    cuda::atomic_ref<int, cuda::thread_scope_device> c(*counter);
    cuda::atomic_ref<float, cuda::thread_scope_block> s(*sum);
    cuda::atomic_ref<int, cuda::thread_scope_system> r(*ready);
    if (i < n) {
        c.fetch_add(1, cuda::std::memory_order_relaxed);
        s.fetch_add(x[i], cuda::std::memory_order_acq_rel);
    }
    if (i == 0) {
        r.store(1, cuda::std::memory_order_release);
    }
    while (r.load(cuda::std::memory_order_acquire) == 0) { }
    int old = 0;
    c.compare_exchange_strong(old, -1, cuda::std::memory_order_seq_cst);
}

// Spin-wait on a volatile flag (producer/consumer between blocks).
__global__ void volatile_flag(volatile int *flag, volatile float *data, float *out)
{
    if (blockIdx.x == 0) {
        if (threadIdx.x == 0) {
            data[0] = 3.0f;
            __threadfence();
            *flag = 1;
        }
    } else {
        if (threadIdx.x == 0) {
            while (*flag == 0) { }
            out[blockIdx.x] = data[0];
        }
    }
}
