// d-shared-race-004.cu -- SAFE: ordering through a third warp across two named barriers
// Pattern: warp 0 writes buf and meets warp 1 on barrier 1 (64 threads);
//   warp 1 then meets warp 2 on barrier 2 (64 threads); warp 2 reads buf.
// Why safe: warp 0's writes happen before barrier 1 completes, warp 1
//   passes barrier 1 before it arrives on barrier 2, and warp 2 reads after
//   barrier 2 completes: a chain of two phases orders warp 0 before warp 2,
//   although they never share a barrier. (warpsafe does not follow such
//   chains yet: it must not report a race here.)
// Launch: --block 96 --grid 2.
extern "C" __global__ void d_named_chain_ok(const float *in, float *out)
{
    __shared__ float buf[32];
    unsigned tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    if (warp == 0) {
        buf[lane] = in[blockIdx.x * 32 + lane];
        asm volatile("bar.sync 1, 64;" ::: "memory");
    } else if (warp == 1) {
        asm volatile("bar.sync 1, 64;" ::: "memory");
        asm volatile("bar.sync 2, 64;" ::: "memory");
    } else {
        asm volatile("bar.sync 2, 64;" ::: "memory");
        out[blockIdx.x * 32 + lane] = buf[31 - lane];
    }
}
