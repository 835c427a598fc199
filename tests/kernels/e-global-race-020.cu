// e-global-race-020.cu -- SAFE
// Pattern: per-block counters bumped with atomicAdd_block: block b only
//   touches counts[b], so the .cta scope covers every thread that contends.
// Launch: --block 256 --grid 8.
extern "C" __global__ void e_block_counters_ok(const int *in, int *counts)
{
    if (in[blockIdx.x * blockDim.x + threadIdx.x] > 0)
        atomicAdd_block(&counts[blockIdx.x], 1);
}
