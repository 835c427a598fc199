// b-barrier-divergence-001 -- early exit `if (i >= n) return;` BEFORE __syncthreads(). DIVERGENT.
// With n = 1000 and 4 blocks of 256 threads, threads 232..255 of block 3 return
// and threads 0..231 of block 3 reach the barrier: the barrier is executed under
// thread-dependent control flow (even inside warp 7: lanes 8..31 exit, lanes 0..7
// wait). Undefined behaviour in CUDA/PTX, although exited threads usually count
// as arrived on current hardware, so it "works" when run.
// Witness: block 3, thread 0 (reaches bar.sync) vs thread 232 (returned).
// Launch: grid (4), block (256); n = 1000 (fixed with --param).

extern "C" __global__ void b_early_return_before_barrier(float *out, const float *in, int n)
{
    __shared__ float s[256];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    if (i >= n) return;                    // BUG: before the barrier
    s[t] = in[i];
    __syncthreads();
    out[i] = s[t] + s[t ^ 1];
}
