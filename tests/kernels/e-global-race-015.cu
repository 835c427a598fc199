// e-global-race-015.cu -- SAFE
// Pattern: message passing between blocks: block 0's thread 0 writes the
//   data, __threadfence(), then sets a volatile flag; block 1's thread 0 spins
//   on the flag, __threadfence(), then reads the data. The fences (fence.sc
//   .gpu) and the strong flag accesses order the data write before the read.
// Launch: --block 32 --grid 2. (Assumes both blocks are resident.)
extern "C" __global__ void e_message_fence_ok(int *data, volatile int *flag, int *out)
{
    if (threadIdx.x != 0) return;
    if (blockIdx.x == 0) {
        data[0] = 42;
        __threadfence();
        *flag = 1;
    } else if (blockIdx.x == 1) {
        while (*flag == 0) { }
        __threadfence();
        out[0] = data[0];
    }
}
