// b-shared-race-043 -- scatter through a per-block permutation: s[perm[g]] = in[g]. RACY unless perm is a permutation.
// The code is correct only if perm[blockIdx.x*256 .. +255] is a permutation of
// 0..255. Nothing in the kernel or its launch says so: the analyzer treats the
// loaded indices as unknowns, and for an input with a repeated index (which the
// racecheck driver supplies) two threads write the same word. Expected verdict:
// violation -- the witness is a real input, not a false alarm about this code.
// Race (write-write): threads 0 and 1 with perm[0] == perm[1] == 0: byte offset 0 of s.
// Launch: grid (4), block (256).
#define B 256

extern "C" __global__ void b_permutation_scatter(float *out, const float *in, const int *perm)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    s[perm[g]] = in[g];                    // safe only for a true permutation
    __syncthreads();
    out[g] = s[t];
}
