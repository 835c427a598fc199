// a-shared-race-056.cu -- RACY (shared-race), intra-warp
// Pattern: lanes of a warp publish a value in shared memory and read their
//   neighbour's value (a rotate by one lane) with no synchronization at all --
//   "the warp runs in lockstep".
// Bug: lane 1 writes s[1] while lane 0 reads s[base + (0 + 1) % 32] = s[1].
//   Threads 0 and 1 (one warp: no scope, no lockstep on sm_70+), write/read,
//   byte offset 4 of s.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_warp_exchange_nosync_race(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x, lane = tid & 31, base = tid & ~31u;
    unsigned i = blockIdx.x * blockDim.x + tid;
    s[tid] = in[i];
    // BUG: missing __syncwarp();
    out[i] = s[base + ((lane + 1) & 31)];
}
