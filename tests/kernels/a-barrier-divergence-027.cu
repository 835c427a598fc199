// a-barrier-divergence-027.cu -- DIVERGENT (barrier-divergence)
// Pattern: producer/consumer with an ALIGNED named barrier where the producer
//   warp "elects" lane 0 to arrive: `if (lane == 0) bar.arrive 1, 64;`.
// Bug: bar.arrive is the aligned form: all lanes of the warp must execute the
//   same instruction, but only lane 0 of warp 0 does (thread 0 vs thread 1).
//   Undefined behaviour (on hardware the count of arrivals no longer matches;
//   the consumer may hang or pass early).
// Launch: --block 64 --grid 4.
extern "C" __global__ void a_named_bar_elected_arrive_div(const float *in, float *out)
{
    __shared__ float buf[32];
    unsigned tid = threadIdx.x, lane = tid & 31;
    if (tid < 32) {
        buf[lane] = 2.0f * in[blockIdx.x * 32 + lane];
        if (lane == 0)
            asm volatile("bar.arrive 1, 64;" ::: "memory");   // BUG: aligned, one lane
    } else {
        asm volatile("bar.sync 1, 64;" ::: "memory");
        out[blockIdx.x * 32 + lane] = buf[31 - lane];
    }
}
