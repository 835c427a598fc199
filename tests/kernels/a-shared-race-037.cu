// a-shared-race-037.cu -- SAFE
// Pattern: two independent warp pairs, each synchronizing on its own named
//   barrier: warps 0,1 exchange through xbuf[0..63] under barrier 1; warps 2,3
//   exchange through xbuf[64..127] under barrier 2 (`barrier.sync id, 64`).
// Why safe: thread t writes xbuf[t]; after its pair's barrier it reads
//   xbuf[p ^ 32] where p ^ 32 is in the same pair (the partner warp's element).
//   Accesses of different pairs never overlap, so the pairs need no ordering
//   between them; within a pair the barrier orders write before read.
// Launch: --block 128 --grid 4.
extern "C" __global__ void a_named_bar_pairs_ok(const float *in, float *out)
{
    __shared__ float xbuf[128];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + tid;
    xbuf[tid] = in[i];
    if (tid < 64)
        asm volatile("barrier.sync 1, 64;" ::: "memory");
    else
        asm volatile("barrier.sync 2, 64;" ::: "memory");
    out[i] = xbuf[tid ^ 32];
}
