// d-shared-race-001.cu -- SAFE: producer/consumer through an mbarrier
// Pattern: warp 0 fills buf and arrives on an mbarrier of count 64; warp 1
//   arrives and waits for the phase (test_wait.parity) before reading buf.
// Why safe: mbarrier.arrive has release semantics and a successful
//   test_wait acquire semantics (.cta by default): warp 0's stores happen
//   before warp 1's loads once the phase completed, which needs all 64
//   arrivals. (warpsafe does not model mbarrier ordering yet: it must not
//   report a race here.)
// Launch: --block 64 --grid 2.
#include <cstdint>

extern "C" __global__ void d_mbarrier_handoff_ok(const float *in, float *out)
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
                     "  mbarrier.test_wait.parity.shared.b64 p, [%0], 0;\n"
                     "  @!p bra WAIT_FULL;\n"
                     "}" ::"r"(a) : "memory");
        out[blockIdx.x * 32 + lane] = buf[31 - lane];
    }
}
