// b-async-copy-race-011 -- cuda::memcpy_async into shared memory, read after __syncthreads() instead of the barrier wait. BUGGY.
// As b-async-copy-race-010, but the code synchronises with __syncthreads() and
// never waits on the cuda::barrier that tracks the copies: bar.sync does not
// complete cp.async operations.
// Race: thread 0 reads s[1] while thread 1's copy into s[1] may be in flight:
// byte offset 4 of s.
// Launch: grid (4), block (256).  sm_80+.
#include <cuda/barrier>
#define B 256

extern "C" __global__ void b_memcpy_async_no_barrier_wait(float *out, const float *in)
{
    __shared__ float s[B];
    #pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    if (t == 0) init(&bar, blockDim.x);
    __syncthreads();
    cuda::memcpy_async(&s[t], &in[g], cuda::aligned_size_t<4>(sizeof(float)), bar);
    __syncthreads();                       // BUG: does not wait for the copies
    out[g] = s[t] + s[(t + 1) % B];
    bar.arrive_and_wait();                 // too late
}
