// e-global-race-018.cu -- SAFE
// Pattern: a global spin lock (atomicCAS to take it, __threadfence and
//   atomicExch to release it) protecting a plain read-modify-write of a
//   shared counter; one thread per block contends.
// Launch: --block 32 --grid 8.
extern "C" __global__ void e_spin_lock_ok(int *lock, int *counter)
{
    if (threadIdx.x != 0) return;
    while (atomicCAS(lock, 0, 1) != 0) { }
    __threadfence();
    counter[0] = counter[0] + 1;
    __threadfence();
    atomicExch(lock, 0);
}
