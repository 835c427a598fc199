// f-barrier-divergence-013.cu -- SAFE (barrier-divergence)
// Pattern: the fix of f-barrier-divergence-012: limit = lane 5's 2 * lane
//   (10) through a shuffle, lanes 0..limit stay, and the mask 0x7ff names
//   exactly them.
// Launch: --block 32 --grid 1.
extern "C" __global__ void f_shfl_limit_ok(const int *in, int *out)
{
    unsigned i = threadIdx.x;
    unsigned limit = __shfl_sync(0xffffffffu, 2u * i, 5);
    if (i > limit)
        return;
    unsigned mask = (2u << limit) - 1u;   // lanes 0..limit
    int v = in[i];
    v += __shfl_sync(mask, v, 0);
    out[i] = v;
}
