// e-global-race-021.cu -- RACY (global-race)
// Pattern: scatter through an index array, out[idx[i]] = in[i].
// Bug: the kernel relies on idx being a permutation; on an input with two
//   equal indices two threads write the same element (the witness is such
//   an input).
// Launch: --block 256 --grid 4.
extern "C" __global__ void e_scatter_race(const int *idx, const float *in, float *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    out[idx[i]] = in[i];
}
