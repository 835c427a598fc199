// b-shared-race-033 -- sum reduction in dynamic shared memory, blockDim-sized. SAFE.
// Tree reduction for (s = blockDim.x/2; s > 0; s >>= 1) with a barrier after
// every level; thread 0 writes the block's sum. blockDim.x must be a power of two.
// Expected: no shared-race.
// Launch: grid (8), block (512), dynamic shared 2048 bytes.

extern "C" __global__ void b_dynsmem_reduce(float *out, const float *in, int n)
{
    extern __shared__ float sm[];
    unsigned t = threadIdx.x;
    unsigned g = blockIdx.x * blockDim.x + t;
    sm[t] = (g < (unsigned)n) ? in[g] : 0.0f;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s)
            sm[t] += sm[t + s];
        __syncthreads();
    }
    if (t == 0)
        out[blockIdx.x] = sm[0];
}
