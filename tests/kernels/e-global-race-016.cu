// e-global-race-016.cu -- RACY (global-race)
// Pattern: the message passing of e-015 without the fences.
// Bug: nothing orders block 0's write of data[0] before block 1's read (the
//   flag accesses alone do not: no release/acquire, no fence), so the
//   plain data accesses race.
// Launch: --block 32 --grid 2.
extern "C" __global__ void e_message_nofence_race(int *data, volatile int *flag, int *out)
{
    if (threadIdx.x != 0) return;
    if (blockIdx.x == 0) {
        data[0] = 42;   // BUG: no __threadfence() before the flag
        *flag = 1;
    } else if (blockIdx.x == 1) {
        while (*flag == 0) { }
        out[0] = data[0];
    }
}
