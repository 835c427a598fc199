// e-global-race-019.cu -- RACY (global-race)
// Pattern: every thread raises a "done" flag with a plain store.
// Bug: all threads of the grid write *done (the same value, but a plain
//   write-write conflict is a data race; use an atomic or one writer).
// Launch: --block 64 --grid 4.
extern "C" __global__ void e_done_flag_race(const float *in, float *out, int *done)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i] * 3.0f;
    *done = 1;  // BUG: every thread writes it
}
