// b-shared-race-049 -- block maximum with atomicMax, the barrier before the read is missing. BUGGY.
// Race (atomic vs plain load): thread 0 reads m with a plain ld.shared while thread 1
// does atomicMax(&m, in[1]) in the same interval: byte offset 0 of m.
// Launch: grid (4), block (256).

extern "C" __global__ void b_block_max_atomic_nobarrier(int *out, const int *in)
{
    __shared__ int m;
    int t = threadIdx.x;
    int g = blockIdx.x * blockDim.x + t;
    int v = in[g];
    if (t == 0) m = -2147483647 - 1;
    __syncthreads();
    atomicMax(&m, v);
    // BUG: missing __syncthreads();
    out[g] = m - v;
}
