// a-shared-race-038.cu -- RACY (shared-race)
// Pattern: named-barrier pairs like a-shared-race-037, but warps 2,3 read the
//   elements written by warps 0,1 (xbuf[tid ^ 64]) while still synchronizing
//   only with each other on barrier 2.
// Bug: thread 0 (warp 0) writes xbuf[0]; thread 64 (warp 2) reads xbuf[64 ^ 64]
//   = xbuf[0]; barrier 1 (warps 0,1) and barrier 2 (warps 2,3) have disjoint
//   participants, so nothing orders the pair. Threads 0 and 64, write/read,
//   byte offset 0 of xbuf. (Symmetrically warp 0 reads warp 2's xbuf[64].)
// Launch: --block 128 --grid 4.
extern "C" __global__ void a_named_bar_wrong_pair_race(const float *in, float *out)
{
    __shared__ float xbuf[128];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + tid;
    xbuf[tid] = in[i];
    if (tid < 64)
        asm volatile("barrier.sync 1, 64;" ::: "memory");
    else
        asm volatile("barrier.sync 2, 64;" ::: "memory");
    out[i] = xbuf[tid ^ 64];            // BUG: partner is in the other barrier's group
}
