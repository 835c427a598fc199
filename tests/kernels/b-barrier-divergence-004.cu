// b-barrier-divergence-004 -- whole warps return before the barrier (kernel written for 128 threads, launched with 256). DIVERGENT.
// `if (threadIdx.x >= 128) return;` removes warps 4..7 before __syncthreads().
// The condition is warp-uniform, so .aligned is not violated inside a warp, but the
// CTA barrier is still reached under thread-dependent control flow (CUDA requires
// the condition to be uniform over the whole block).
// Witness: thread 0 (reaches bar.sync) vs thread 128 (returned), block 0.
// Launch: grid (4), block (256).
#define B 128

extern "C" __global__ void b_warp_subset_return(float *out, const float *in)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    if (t >= B) return;                    // BUG: blockDim.x is 256 at this launch
    int g = blockIdx.x * B + t;
    s[t] = in[g];
    __syncthreads();
    out[g] = s[B - 1 - t];
}
