// f-shared-race-002 -- mbarrier hand-off whose init count is too small. BUGGY.
// As d-shared-race-001, but the mbarrier is initialised with count 32: the
// 32 consumer arrivals alone complete phase 0, so a consumer may pass its
// test_wait.parity 0 and read buf[31 - lane] before producer lane 31 - lane
// stored it.
// Race: thread 0 stores buf[0] (byte 0), thread 63 reads it after its wait.
// warpsafe: never verified (the count is below arrivals x threads); the race
// lies past a wait: the block replay, thread 0 held back, confirms it.
// Launch: --block 64 --grid 2.  sm_80+.
#include <cstdint>

extern "C" __global__ void f_mbarrier_count_short(const float *in, float *out)
{
    __shared__ uint64_t bar;
    __shared__ float buf[32];
    unsigned tid = threadIdx.x, lane = tid & 31;
    unsigned a = (unsigned)__cvta_generic_to_shared(&bar);
    if (tid == 0)
        asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(a), "r"(32) : "memory");
    __syncthreads();
    if (tid < 32) {
        buf[lane] = 2.0f * in[blockIdx.x * 32 + lane];
        asm volatile("{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [%0]; }" ::"r"(a) : "memory");
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
