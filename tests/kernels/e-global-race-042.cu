// e-global-race-042.cu -- RACY (global-race)
// Pattern: message passing between blocks with a volatile flag.
// Bug: the producer fences with __threadfence_block() (membar.cta), whose
//   scope does not include the consumer block: the data write is not
//   released to block 1, and its read of data[0] races with the write.
// Launch: --block 32 --grid 2. (Assumes both blocks are resident.)
extern "C" __global__ void e_message_cta_fence_race(float *data, volatile int *flag, float *out)
{
    if (threadIdx.x != 0) return;
    if (blockIdx.x == 0) {
        data[0] = 3.5f;
        __threadfence_block();  // BUG: __threadfence()
        *flag = 1;
    } else if (blockIdx.x == 1) {
        while (*flag == 0) { }
        __threadfence();
        out[0] = data[0];
    }
}
