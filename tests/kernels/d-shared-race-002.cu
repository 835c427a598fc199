// d-shared-race-002.cu -- SAFE: warp-specialized pipeline with two named barriers in a loop
// Pattern: warp 0 produces one 32-element chunk per iteration into buf and
//   signals FULL (barrier 1, 64 threads, bar.arrive); warp 1 waits on FULL
//   (bar.sync), consumes, and signals EMPTY (barrier 2, bar.arrive); warp 0
//   waits on EMPTY before it overwrites buf in the next iteration.
// Why safe: every write of iteration i+1 comes after warp 1's EMPTY arrival
//   of iteration i, which comes after its reads of iteration i; every read
//   of iteration i comes after warp 0's FULL arrival of iteration i, which
//   comes after its writes. Each barrier sees exactly 64 threads per phase.
// Launch: --block 64 --grid 2 (n = 4 chunks per block).
#define CHUNKS 4

extern "C" __global__ void d_named_pipeline_ok(const float *in, float *out)
{
    __shared__ float buf[32];
    unsigned tid = threadIdx.x, lane = tid & 31;
    for (int i = 0; i < CHUNKS; ++i) {
        unsigned g = (blockIdx.x * CHUNKS + i) * 32 + lane;
        if (tid < 32) {
            if (i > 0)
                asm volatile("bar.sync 2, 64;" ::: "memory");    // wait EMPTY
            buf[lane] = in[g] + 1.0f;
            asm volatile("bar.arrive 1, 64;" ::: "memory");      // signal FULL
        } else {
            asm volatile("bar.sync 1, 64;" ::: "memory");        // wait FULL
            out[g] = buf[31 - lane];
            if (i < CHUNKS - 1)
                asm volatile("bar.arrive 2, 64;" ::: "memory");  // signal EMPTY
        }
    }
}
