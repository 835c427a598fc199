// e-scoped-atomic-race-049.cu -- SAFE
// Pattern: per-block output queues in global memory: a thread with an item
//   takes a slot with atomicAdd_block on its own block's tail[blockIdx.x]
//   (scope .cta is enough: only this block's threads touch that counter)
//   and stores the item there; a full queue drops items (pos < CAP).
// Launch: --block 256 --grid 8.
#define CAP 1024
extern "C" __global__ void e_block_queue_ok(const int *items, int *queue, unsigned *tail)
{
    int v = items[blockIdx.x * blockDim.x + threadIdx.x];
    if (v > 0) {
        unsigned pos = atomicAdd_block(&tail[blockIdx.x], 1u);
        if (pos < CAP)
            queue[blockIdx.x * CAP + pos] = v;
    }
}
