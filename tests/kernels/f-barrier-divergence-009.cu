// f-barrier-divergence-009.cu -- BUGGY (barrier-divergence)
// Pattern: f-barrier-divergence-006 with an off-by-one exit: the member mask
//   is the ballot of i < n, but lanes with i + 1 >= n return before the
//   shuffle. With a block of 32 and n = 20, lane 19 is named in the mask of
//   lanes 0..18 and never executes the __shfl_sync: undefined behaviour.
// Divergence: lane 0 executes the shuffle, lane 19 (named in its mask) exits.
// Launch: --block 32 --grid 1 --param n = 20.
extern "C" __global__ void f_shfl_ballot_off_by_one(const float *in, float *out, int n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned stay = __ballot_sync(0xffffffffu, i < n);
    if (i + 1 >= n)
        return;
    float v = in[i];
    v += __shfl_sync(stay, v, 0);
    out[i] = v;
}
