// f-shared-race-003 -- mbarrier hand-off that waits on the wrong parity. BUGGY.
// As d-shared-race-001, but the consumers wait with test_wait.parity 1. The
// current phase is 0, and parity 1 names the phase before it, which counts as
// complete: the wait succeeds at once and a consumer may read buf[31 - lane]
// before producer lane 31 - lane stored it.
// Race: thread 0 stores buf[0] (byte 0), thread 63 reads it after its wait.
// warpsafe: never verified (only a phase-0 wait orders); the replay passes the
// parity-1 wait on a fresh mbarrier and confirms the race.
// Launch: --block 64 --grid 2.  sm_80+.
#include <cstdint>

extern "C" __global__ void f_mbarrier_wrong_parity(const float *in, float *out)
{
    __shared__ uint64_t bar;
    __shared__ float buf[32];
    unsigned tid = threadIdx.x, lane = tid & 31;
    unsigned a = (unsigned)__cvta_generic_to_shared(&bar);
    if (tid == 0)
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(a), "r"(64) : "memory");
    __syncthreads();
    if (tid < 32) {
        buf[lane] = 2.0f * in[blockIdx.x * 32 + lane];
        asm volatile("{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [%0]; }" ::"r"(a) : "memory");
    } else {
        asm volatile("{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [%0]; }" ::"r"(a) : "memory");
        asm volatile("{ .reg .pred p;\n"
                     "WAIT_FULL:\n"
                     "  mbarrier.test_wait.parity.shared.b64 p, [%0], 1;\n"
                     "  @!p bra WAIT_FULL;\n"
                     "}" ::"r"(a) : "memory");
        out[blockIdx.x * 32 + lane] = buf[31 - lane];
    }
}
