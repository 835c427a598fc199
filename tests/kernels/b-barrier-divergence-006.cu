// b-barrier-divergence-006 -- early returns on uniform conditions (parameter, block index) before barriers. SAFE.
// `if (n <= 0) return;` depends on a kernel parameter and `if (blockIdx.x * B >= n) return;`
// on the block index: both are uniform within a block. In-range checks inside use
// a ternary, not a return.
// Expected: no barrier-divergence and no shared-race.
// Launch: grid (8), block (256); n = 1000 (blocks 4..7 return as a whole).
#define B 256

extern "C" __global__ void b_uniform_early_return(float *out, const float *in, int n)
{
    __shared__ float s[B];
    if (n <= 0) return;
    if (blockIdx.x * B >= n) return;
    int t = threadIdx.x;
    int i = blockIdx.x * B + t;
    s[t] = (i < n) ? in[i] : 0.0f;
    __syncthreads();
    float v = s[(t + 1) % B];
    __syncthreads();
    s[t] = v * 0.5f;
    __syncthreads();
    if (i < n) out[i] = s[B - 1 - t];
}
