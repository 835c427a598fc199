// e-scoped-atomic-race-011.cu -- RACY (scoped-atomic-race)
// Pattern: a counter bumped with atomicAdd_block (scope .cta) from every block.
// Bug: a .cta atomic does not include threads of other blocks, so the
//   updates of two blocks race (use atomicAdd).
// Launch: --block 256 --grid 8.
extern "C" __global__ void e_block_scope_counter_race(const int *in, int *count)
{
    if (in[blockIdx.x * blockDim.x + threadIdx.x] > 0)
        atomicAdd_block(count, 1);  // BUG: scope too small
}
