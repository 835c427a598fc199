// e-scoped-atomic-race-054.cu -- RACY (scoped-atomic-race)
// Pattern: lock-free push of each block's node onto a global list: thread 0
//   exchanges the head with its block index and links the old head.
// Bug: atomicExch_block (scope .cta) on a head shared by all blocks: the
//   exchanges of two blocks race (use atomicExch).
// Launch: --block 64 --grid 8.
extern "C" __global__ void e_list_push_cta_race(int *head, int *next)
{
    if (threadIdx.x != 0) return;
    int old = atomicExch_block(head, (int)blockIdx.x);  // BUG: atomicExch
    next[blockIdx.x] = old;
}
