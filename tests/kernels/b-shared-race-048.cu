// b-shared-race-048 -- block maximum with a shared atomicMax, then every thread reads it. SAFE.
// Thread 0 initialises m, barrier, all threads atomicMax(&m, v), barrier, all read m.
// Expected: no shared-race (the plain store, the atomics and the plain loads are
// in three different barrier intervals).
// Launch: grid (4), block (256).

extern "C" __global__ void b_block_max_atomic(int *out, const int *in)
{
    __shared__ int m;
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    int v = in[g];
    if (t == 0) m = -2147483647 - 1;
    __syncthreads();
    atomicMax(&m, v);
    __syncthreads();
    out[g] = m - v;
}
