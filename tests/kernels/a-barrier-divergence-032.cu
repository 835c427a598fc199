// a-barrier-divergence-032.cu -- SAFE (thread-dependent, but warp-uniform)
// Pattern: a warp vote `__all_sync(0xffffffff, p)` inside `if (tid < 64)`.
// Why safe: warp collectives only concern the lanes of one warp. tid < 64 is
//   thread-dependent but uniform within each warp (warps 0 and 1 take it with
//   all 32 lanes, warps 2..7 skip it entirely), so every executing lane is in
//   the full mask and every member executes it. (Contrast a CTA barrier under
//   the same condition, which would be divergent.)
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_vote_warp_uniform_ok(const float *in, unsigned *out)
{
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    unsigned r = 7;
    if (t < 64)
        r = __all_sync(0xffffffffu, in[i] > 0.0f);
    out[i] = r;
}
