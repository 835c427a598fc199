// f-shared-race-004 -- mbarrier hand-off whose producers store after they arrive. BUGGY.
// As d-shared-race-001, but each producer arrives first and stores buf[lane]
// afterwards: the arrival releases nothing of the store, so a consumer whose
// wait succeeded may read buf[31 - lane] while producer lane 31 - lane still
// writes it.
// Race: thread 0 stores buf[0] (byte 0), thread 63 reads it after its wait.
// warpsafe: never verified (the store follows every releasing arrival); the
// block replay, its mbarrier phases completing, confirms the race.
// Launch: --block 64 --grid 2.  sm_80+.
#include <cstdint>

extern "C" __global__ void f_mbarrier_store_after_arrive(const float *in, float *out)
{
    __shared__ uint64_t bar;
    __shared__ float buf[32];
    unsigned tid = threadIdx.x, lane = tid & 31;
    unsigned a = (unsigned)__cvta_generic_to_shared(&bar);
    if (tid == 0)
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(a), "r"(64) : "memory");
    __syncthreads();
    if (tid < 32) {
        asm volatile("{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [%0]; }" ::"r"(a) : "memory");
        buf[lane] = 2.0f * in[blockIdx.x * 32 + lane];
    } else {
        asm volatile("{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [%0]; }" ::"r"(a) : "memory");
        asm volatile("{ .reg .pred p;\n"
                     "WAIT_FULL:\n"
                     "  mbarrier.test_wait.parity.shared.b64 p, [%0], 0;\n"
                     "  @!p bra WAIT_FULL;\n"
                     "}" ::"r"(a) : "memory");
        out[blockIdx.x * 32 + lane] = buf[31 - lane];
    }
}
