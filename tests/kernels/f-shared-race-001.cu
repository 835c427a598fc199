// f-shared-race-001 -- mbarrier hand-off whose consumers arrive twice (in a loop). BUGGY.
// As d-shared-race-001: warp 0 fills buf and arrives on an mbarrier of count 64;
// warp 1 arrives and waits for phase 0 (test_wait.parity 0), then reads buf. But
// each consumer thread arrives twice, in a loop: its 64 arrivals complete phase 0
// without the producers, so a consumer may read buf[31 - lane] before producer
// lane 31 - lane stored it.
// Race: thread 0 stores buf[0] (byte 0), thread 63 reads it after its wait.
// warpsafe: never verified (an arrival inside a loop is outside its one-phase
// mbarrier model); the block replay, thread 0 held back, confirms the race.
// Launch: --block 64 --grid 2.  sm_80+.
#include <cstdint>

extern "C" __global__ void f_mbarrier_arrive_twice(const float *in, float *out)
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
#pragma unroll 1
        for (int i = 0; i < 2; ++i)
            asm volatile("{ .reg .b64 st; mbarrier.arrive.shared.b64 st, [%0]; }" ::"r"(a) : "memory");
        asm volatile("{ .reg .pred p;\n"
                     "WAIT_FULL:\n"
                     "  mbarrier.test_wait.parity.shared.b64 p, [%0], 0;\n"
                     "  @!p bra WAIT_FULL;\n"
                     "}" ::"r"(a) : "memory");
        out[blockIdx.x * 32 + lane] = buf[31 - lane];
    }
}
