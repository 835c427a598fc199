// f-barrier-divergence-005.cu -- DIVERGENT (barrier-divergence)
// Pattern: an early-exit guard (if (i >= n) return;) before a full-mask
//   warp reduction.
// Bug: with n = 20 and a block of 32, lanes 20..31 return; lanes 0..19 then
//   execute shfl.sync.bfly with mask 0xffffffff naming the exited lanes
//   (their values are undefined; NVIDIA's CUDA C++ guidelines rule 2.3 calls
//   this non-compliant). E.g. thread 0 and thread 20 of block 0.
// Launch: --block 32 --grid 1 --param n = 20.
extern "C" __global__ void f_shfl_after_early_exit(const float *in, float *out, int n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float v = in[i];
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);   // BUG: names lanes that returned
    if ((threadIdx.x & 31) == 0)
        out[i >> 5] = v;
}
