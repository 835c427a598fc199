// e-global-race-010.cu -- RACY (global-race)
// Pattern: global histogram with a plain increment.
// Bug: hist[v % 64]++ is a load and a store; two threads whose input values
//   fall in one bin race (the witness is an input with two equal values).
// Launch: --block 256 --grid 8.
#define BINS 64
extern "C" __global__ void e_hist_plain_race(const unsigned *in, unsigned *hist)
{
    unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
    hist[v % BINS] += 1u;  // BUG: not atomic
}
