// f-barrier-divergence-006.cu -- SAFE (barrier-divergence)
// Pattern: the fix of f-barrier-divergence-005: the member mask is the
//   ballot of the lanes that stay (__ballot_sync over the whole warp before
//   the exit), the CUDA programming guide's idiom; here with a block of 32
//   and n = 20 the lanes that stay are 0..19, and the shuffles name them.
// Launch: --block 32 --grid 1 --param n = 20.
extern "C" __global__ void f_shfl_ballot_mask(const float *in, float *out, int n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned stay = __ballot_sync(0xffffffffu, i < n);
    if (i >= n)
        return;
    float v = in[i];
    v += __shfl_sync(stay, v, 0);
    out[i] = v;
}
