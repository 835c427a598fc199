// e-scoped-atomic-race-052.cu -- SAFE
// Pattern: a lock per block in global memory, taken with .cta atomics:
//   threads of block b take locks[b] with atomicCAS_block,
//   __threadfence_block(), update the block's running maximum and its index,
//   __threadfence_block(), release with atomicExch_block. Only block b's
//   threads touch locks[b], block_max[b], block_arg[b].
// Launch: --block 128 --grid 8.
extern "C" __global__ void e_block_lock_ok(const float *in, int *locks, float *block_max, int *block_arg)
{
    int b = blockIdx.x, i = b * blockDim.x + threadIdx.x;
    float v = in[i];
    bool done = false;
    while (!done) {
        if (atomicCAS_block(&locks[b], 0, 1) == 0) {
            __threadfence_block();
            if (v > block_max[b]) {
                block_max[b] = v;
                block_arg[b] = i;
            }
            __threadfence_block();
            atomicExch_block(&locks[b], 0);
            done = true;
        }
    }
}
