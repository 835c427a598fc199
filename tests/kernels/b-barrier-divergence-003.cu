// b-barrier-divergence-003 -- __syncthreads() inside a branch on blockIdx only. SAFE.
// The condition (blockIdx.x % 2 == 0) is uniform within a block: all threads of a
// block take the same side, so the barrier is not divergent.
// Expected: no barrier-divergence and no shared-race.
// Launch: grid (4), block (256).
#define B 256

extern "C" __global__ void b_block_uniform_branch(float *out, const float *in)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    if (blockIdx.x % 2 == 0) {
        s[t] = in[g];
        __syncthreads();
        out[g] = s[B - 1 - t];
    } else {
        out[g] = in[g];
    }
}
