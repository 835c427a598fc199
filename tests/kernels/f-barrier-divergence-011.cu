// f-barrier-divergence-011.cu -- SAFE (barrier-divergence)
// Pattern: the fix of f-barrier-divergence-010: the lanes that stay are
//   0..cnt-1 (cnt = __reduce_add_sync of i < n over the warp) and the
//   shuffle's mask (1 << cnt) - 1 names exactly them. With a block of 32 and
//   n = 20: cnt = 20, mask 0x000fffff.
// Launch: --block 32 --grid 1 --param n = 20.
extern "C" __global__ void f_redux_count_mask_ok(const int *in, int *out, int n)
{
    unsigned i = threadIdx.x;
    unsigned cnt = __reduce_add_sync(0xffffffffu, i < (unsigned)n ? 1u : 0u);
    if (i >= cnt)
        return;
    unsigned mask = (1u << cnt) - 1u;
    int v = in[i];
    v += __shfl_sync(mask, v, 0);
    out[i] = v;
}
