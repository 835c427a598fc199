// a-shared-race-039.cu -- RACY (shared-race)
// Pattern: two warps exchange data through a named barrier whose thread count
//   is 32 instead of 64 (`bar.sync 1, 32`).
// Bug: with a count of 32 the barrier completes as soon as ONE warp (32
//   threads) has arrived; warp 0 and warp 1 each pass it alone, so it orders
//   nothing between them. Thread 32 (warp 1) reads xbuf[0] (tid ^ 32) while
//   thread 0 (warp 0) writes xbuf[0]. Threads 0 and 32, write/read, byte
//   offset 0 of xbuf. (No divergence: both warps execute the same aligned
//   instruction with all 32 lanes.)
// Launch: --block 64 --grid 4.
extern "C" __global__ void a_named_bar_count32_race(const float *in, float *out)
{
    __shared__ float xbuf[64];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + tid;
    xbuf[tid] = in[i];
    asm volatile("bar.sync 1, 32;" ::: "memory");    // BUG: count must be 64
    out[i] = xbuf[tid ^ 32];
}
