// d-shared-race-003.cu -- RACY (shared-race): the pipeline of d-shared-race-002 without the EMPTY wait
// Pattern: warp 0 produces into buf and signals FULL (barrier 1, 64
//   threads) every iteration but never waits for warp 1 to finish reading.
// Bug: warp 0 may write buf[lane] of iteration 1 while warp 1 still reads
//   buf[31 - lane] of iteration 0: thread 31 writes buf[31] (byte 124) and
//   thread 32 reads buf[31] with no barrier phase between them.
// Launch: --block 64 --grid 2 (n = 4 chunks per block).
#define CHUNKS 4

extern "C" __global__ void d_named_pipeline_race(const float *in, float *out)
{
    __shared__ float buf[32];
    unsigned tid = threadIdx.x, lane = tid & 31;
    for (int i = 0; i < CHUNKS; ++i) {
        unsigned g = (blockIdx.x * CHUNKS + i) * 32 + lane;
        if (tid < 32) {
            buf[lane] = in[g] + 1.0f;                            // BUG: no wait for EMPTY
            asm volatile("bar.arrive 1, 64;" ::: "memory");
        } else {
            asm volatile("bar.sync 1, 64;" ::: "memory");
            out[g] = buf[31 - lane];
        }
    }
}
