// b-shared-race-046 -- gather from shared memory through a data-dependent index. SAFE.
// s[t] = in[g]; barrier; out[g] = s[idx[g] % 256]. The index is unknown, but the
// only accesses after the barrier are reads, and before it each thread writes its own s[t].
// Expected: no shared-race.
// Launch: grid (4), block (256).
#define B 256

extern "C" __global__ void b_gather_dataindex(float *out, const float *in, const unsigned *idx)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    s[t] = in[g];
    __syncthreads();
    out[g] = s[idx[g] % B];
}
