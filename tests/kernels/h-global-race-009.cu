// h-global-race-009.cu -- RACY (global-race)
// Pattern: scatter through a permutation: out[perm[i]] = in[i] for i < n.
// Bug (for the proof): the kernel is race-free only if perm holds no
//   duplicate among perm[0..n-1]; nothing in the kernel or its launch says
//   so, and a proof must hold for every input: perm[0] = perm[1] = 0 makes
//   threads 0 and 1 both write out[0] (different values when in[0] != in[1]).
// Launch: --block 256 --grid 40, n 1..10000.
extern "C" __global__ void h_scatter_perm(const float *in, const int *perm, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[perm[i]] = in[i];                    // races if perm has duplicates
}
