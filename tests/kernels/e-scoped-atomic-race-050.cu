// e-scoped-atomic-race-050.cu -- RACY (scoped-atomic-race)
// Pattern: global maximum: grid-stride per-thread maximum, then one atomic
//   max per thread into *maxv.
// Bug: atomicMax_block has scope .cta, but all blocks update *maxv: the
//   atomics of two blocks are not morally strong and race (use atomicMax).
// Launch: --block 256 --grid 8 (n = 100000).
#define NEG_INF (-2147483647 - 1)
extern "C" __global__ void e_global_max_cta_race(const int *in, int *maxv, int n)
{
    int m = NEG_INF;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        m = max(m, in[i]);
    atomicMax_block(maxv, m);  // BUG: atomicMax
}
