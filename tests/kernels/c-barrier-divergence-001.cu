// c-barrier-divergence-001.cu -- DIVERGENT: a barrier loop whose trip count depends on the thread
// Pattern: each thread passes __syncthreads() (threadIdx.x % 4) times.
// Why divergent: thread 0 passes no barrier, thread 1 one: they do not reach
//   the same barriers.
// Launch: --block 128 --grid 2.
extern "C" __global__ void c_loop_trip_per_thread(float *out)
{
    __shared__ float s[128];
    unsigned t = threadIdx.x;
    s[t] = (float)t;
    for (unsigned i = 0; i < (t & 3); ++i)   // BUG: thread-dependent trip count
        __syncthreads();
    out[blockIdx.x * blockDim.x + t] = s[t];
}
