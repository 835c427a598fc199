// a-barrier-divergence-022.cu -- DIVERGENT (barrier-divergence)
// Pattern: a ballot copied from half-warp code, `__ballot_sync(0x0000ffff, p)`,
//   executed by the whole warp.
// Bug: lanes 16..31 execute vote.sync.ballot with a member mask that excludes
//   them (e.g. thread 16 of any block): undefined behaviour.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_ballot_half_mask_div(const float *in, unsigned *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned b = __ballot_sync(0x0000ffffu, in[i] > 0.0f);   // BUG
    out[i] = b;
}
