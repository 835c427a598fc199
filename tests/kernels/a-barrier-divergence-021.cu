// a-barrier-divergence-021.cu -- SAFE
// Pattern: a vote inside a thread-dependent branch using the mask of the
//   lanes that are actually there: `__ballot_sync(__activemask(), pred)` under
//   `if (x > 0)` with x loaded per thread.
// Why safe: activemask.b32 returns a set of converged lanes that always
//   contains the executing lane, so no lane executes vote.sync outside its
//   own mask, whatever the loaded values (a checker must model activemask as
//   "contains %laneid", or answer unknown -- never violation).
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_ballot_activemask_ok(const float *in, unsigned *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    float x = in[i];
    unsigned r = 0;
    if (x > 0.0f) {
        unsigned m = __activemask();
        r = __ballot_sync(m, x > 1.0f);
    }
    out[i] = r;
}
