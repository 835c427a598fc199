// e-scoped-atomic-race-053.cu -- RACY (scoped-atomic-race)
// Pattern: thread 0 of each block merges its block's candidate into a
//   global (best, index) pair under one global spin lock; the pair is read
//   and written through volatile pointers.
// Bug: the lock is taken with atomicCAS_block and freed with
//   atomicExch_block (scope .cta) although all blocks contend for it: the
//   lock atomics of two blocks race and the lock excludes nothing.
// Launch: --block 32 --grid 8.
extern "C" __global__ void e_global_lock_cta_race(const float *cand, int *lock,
                                                  volatile float *best, volatile int *best_idx)
{
    if (threadIdx.x != 0) return;
    float v = cand[blockIdx.x];
    while (atomicCAS_block(lock, 0, 1) != 0) { }  // BUG: atomicCAS
    __threadfence();
    if (v > *best) {
        *best = v;
        *best_idx = blockIdx.x;
    }
    __threadfence();
    atomicExch_block(lock, 0);  // BUG: atomicExch
}
