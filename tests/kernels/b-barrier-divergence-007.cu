// b-barrier-divergence-007 -- block reduction whose last-warp phase has __syncthreads() inside `if (t < 32)`. DIVERGENT.
// Someone "fixed" the warp-synchronous tail by adding __syncthreads() -- inside
// the branch that only warp 0 takes. Warps 1..7 never reach those barriers.
// Witness: thread 0 (reaches the inner bar.sync) vs thread 32 (skips it), block 0.
// (Within warp 0 the inner steps are ordered by those barriers; no shared-race is intended.)
// Launch: grid (4), block (256).
#define B 256

extern "C" __global__ void b_reduce_sync_in_branch(float *out, const float *in)
{
    __shared__ float sm[B];
    int t = threadIdx.x;
    sm[t] = in[blockIdx.x * B + t];
    __syncthreads();
    for (int s = B / 2; s > 32; s >>= 1) {
        if (t < s) sm[t] += sm[t + s];
        __syncthreads();
    }
    if (t < 32) {
        for (int s = 32; s > 0; s >>= 1) {
            if (t < s) sm[t] += sm[t + s];
            __syncthreads();               // BUG: inside a thread-dependent branch
        }
    }
    if (t == 0) out[blockIdx.x] = sm[0];
}
