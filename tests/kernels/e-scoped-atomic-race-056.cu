// e-scoped-atomic-race-056.cu -- RACY (scoped-atomic-race)
// Pattern: global histogram with a grid-stride loop.
// Bug: the bins are bumped with atomicAdd_block (scope .cta) although all
//   blocks share hist: two blocks whose inputs fall in one bin race (the
//   witness is an input with two equal values in different blocks).
// Launch: --block 256 --grid 8 (n = 4096).
#define BINS 64
extern "C" __global__ void e_hist_cta_race(const unsigned *in, unsigned *hist, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd_block(&hist[in[i] % BINS], 1u);  // BUG: atomicAdd
}
