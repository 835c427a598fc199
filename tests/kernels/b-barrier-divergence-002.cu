// b-barrier-divergence-002 -- early exit placed AFTER the last __syncthreads(). SAFE.
// Every thread stores (in[i] or 0), every thread reaches the barrier, and only
// then do out-of-range threads return.
// Expected: no barrier-divergence and no shared-race.
// Launch: grid (4), block (256); n = 1000.

extern "C" __global__ void b_early_return_after_barrier(float *out, const float *in, int n)
{
    __shared__ float s[256];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = (i < n) ? in[i] : 0.0f;
    __syncthreads();
    if (i >= n) return;                    // fine: no barrier follows
    out[i] = s[t] + s[t ^ 1];
}
