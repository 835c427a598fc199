// a-shared-race-036.cu -- SAFE
// Pattern: warp-specialized producer/consumer through a named barrier (inline
//   PTX): warp 0 fills buf and signals with `barrier.arrive 1, 64`; warp 1
//   waits with `barrier.sync 1, 64` and then reads buf.
// Why safe: barrier 1 with thread count 64 completes when both warps have
//   arrived; the producer's prior stores are performed relative to the
//   consumer before it continues (arrive gives release, sync gives the waiting
//   thread acquire). The consumer reads only after its barrier.sync.
//   The non-aligned `barrier.*` form is used, so the warp-uniform role branch
//   is no barrier-divergence question either (each warp executes one barrier
//   instruction, 64 threads arrive, as counted).
// Launch: --block 64 --grid 4.
extern "C" __global__ void a_named_bar_producer_consumer_ok(const float *in, float *out)
{
    __shared__ float buf[32];
    unsigned tid = threadIdx.x, lane = tid & 31;
    if (tid < 32) {                                  // warp 0: producer
        buf[lane] = 2.0f * in[blockIdx.x * 32 + lane];
        asm volatile("barrier.arrive 1, 64;" ::: "memory");
    } else {                                         // warp 1: consumer
        asm volatile("barrier.sync 1, 64;" ::: "memory");
        out[blockIdx.x * 32 + lane] = buf[31 - lane];
    }
}
