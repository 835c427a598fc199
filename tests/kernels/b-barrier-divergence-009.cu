// b-barrier-divergence-009 -- __syncthreads() under a data-dependent branch. DIVERGENT.
// Only threads whose particle is active (in[g] > 0) enter the block that
// exchanges values through shared memory and synchronises.
// Witness: threads 0 and 1 of block 0 with in[0] > 0 >= in[1]: thread 0 reaches
// bar.sync, thread 1 does not.
// Launch: grid (4), block (256).
#define B 256

extern "C" __global__ void b_data_dependent_barrier(float *out, const float *in)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    float v = in[g];
    s[t] = v;
    __syncthreads();
    if (v > 0.0f) {                        // BUG: data-dependent, not block-uniform
        float w = s[(t + 1) % B];
        __syncthreads();
        v += w;
    }
    out[g] = v;
}
