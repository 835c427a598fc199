// e-global-race-041.cu -- SAFE
// Pattern: block-to-block message passing, block-wide: every thread of block 0
//   writes data[t]; __syncthreads(); thread 0 does __threadfence() and sets
//   the flag with atomicExch. Block 1's thread 0 polls the flag with
//   atomicAdd(flag, 0), __threadfence(), then __syncthreads() and every
//   thread reads data[t]. Barrier, fence + strong write, strong read + fence,
//   barrier: causality order runs from each write to each read.
// Launch: --block 128 --grid 2. (Assumes both blocks are resident and *flag
//   is 0 at launch, as the protocol requires.)
extern "C" __global__ void e_block_message_ok(float *data, int *flag, float *out)
{
    int t = threadIdx.x;
    if (blockIdx.x == 0) {
        data[t] = t * 0.5f;
        __syncthreads();
        if (t == 0) {
            __threadfence();
            atomicExch(flag, 1);
        }
    } else if (blockIdx.x == 1) {
        if (t == 0) {
            while (atomicAdd(flag, 0) == 0) { }
            __threadfence();
        }
        __syncthreads();
        out[t] = data[t] * 2.0f;
    }
}
