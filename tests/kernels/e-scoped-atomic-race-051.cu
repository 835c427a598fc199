// e-scoped-atomic-race-051.cu -- SAFE
// Pattern: global statistics with device-scope atomics: atomicMin and
//   atomicMax of every value, and atomicExch records the index of some
//   negative value; early exit for i >= n.
// Launch: --block 256 --grid 8 (n = 2000).
extern "C" __global__ void e_minmax_stats_ok(const int *in, int *minv, int *maxv, int *neg_idx, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int v = in[i];
    atomicMin(minv, v);
    atomicMax(maxv, v);
    if (v < 0) atomicExch(neg_idx, i);
}
