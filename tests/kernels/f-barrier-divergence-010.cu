// f-barrier-divergence-010.cu -- BUGGY (barrier-divergence)
// Pattern: a warp counts its active lanes with __reduce_add_sync (redux.sync,
//   sm_80) and the lanes that stay exchange a value with the first of them;
//   the lanes that stay are 0..cnt-1, and the shuffle's mask is built from
//   the count.
// Bug: the mask is off by one, (2 << cnt) - 1 names lanes 0..cnt: lane cnt
//   returned before the shuffle. With a block of 32 and n = 20: cnt = 20,
//   the mask 0x001fffff names lane 20, which has exited.
// Divergence: lane 0 executes the shuffle, lane 20 (named in its mask) exits.
// Launch: --block 32 --grid 1 --param n = 20.
extern "C" __global__ void f_redux_count_mask(const int *in, int *out, int n)
{
    unsigned i = threadIdx.x;
    unsigned cnt = __reduce_add_sync(0xffffffffu, i < (unsigned)n ? 1u : 0u);
    if (i >= cnt)
        return;
    unsigned mask = (2u << cnt) - 1u;   // BUG: (1u << cnt) - 1u
    int v = in[i];
    v += __shfl_sync(mask, v, 0);
    out[i] = v;
}
