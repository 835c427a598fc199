// f-barrier-divergence-012.cu -- BUGGY (barrier-divergence)
// Pattern: a warp agrees on a limit through a shuffle (every lane reads lane
//   5's value of 2 * lane, so limit = 10), lanes past the limit leave, and
//   the rest broadcast lane 0's value with a mask of lanes 0..limit.
// Bug: the leaving test is i >= limit instead of i > limit: lane 10 is
//   named in the mask 0x7ff but returned before the shuffle.
// Divergence: lane 0 executes the second shuffle, lane 10 exits.
// Launch: --block 32 --grid 1.
extern "C" __global__ void f_shfl_limit(const int *in, int *out)
{
    unsigned i = threadIdx.x;
    unsigned limit = __shfl_sync(0xffffffffu, 2u * i, 5);
    if (i >= limit)                       // BUG: i > limit
        return;
    unsigned mask = (2u << limit) - 1u;   // lanes 0..limit
    int v = in[i];
    v += __shfl_sync(mask, v, 0);
    out[i] = v;
}
