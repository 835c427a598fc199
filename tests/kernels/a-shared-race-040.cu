// a-shared-race-040.cu -- RACY (shared-race)
// Pattern: producer/consumer through a named barrier with the roles of
//   arrive and sync swapped: the producer waits (barrier.sync 1, 64) and the
//   CONSUMER only arrives (barrier.arrive 1, 64) before reading.
// Bug: barrier.arrive does not wait, so the consumer's reads are not ordered
//   after the producer's writes. Thread 0 (warp 0) writes buf[0] while thread
//   63 (warp 1, lane 31) reads buf[31 - 31] = buf[0]. Threads 0 and 63,
//   write/read, byte offset 0 of buf.
// Launch: --block 64 --grid 4.
extern "C" __global__ void a_named_bar_arrive_consumer_race(const float *in, float *out)
{
    __shared__ float buf[32];
    unsigned tid = threadIdx.x, lane = tid & 31;
    if (tid < 32) {                                  // warp 0: producer
        buf[lane] = 2.0f * in[blockIdx.x * 32 + lane];
        asm volatile("barrier.sync 1, 64;" ::: "memory");
    } else {                                         // warp 1: consumer
        asm volatile("barrier.arrive 1, 64;" ::: "memory");   // BUG: must wait
        out[blockIdx.x * 32 + lane] = buf[31 - lane];
    }
}
