// e-param-alias-060.cu -- RACY (param-alias)
// Pattern: per-element iterative relaxation u <- (u + f) / 2, repeated
//   iters times in place; both operands are read with __ldg.
// Bug: from the second iteration on, __ldg(&u[i]) reads the value this
//   thread stored in the previous one through the non-coherent path (may be
//   stale); u is written by the kernel. __ldg(&f[i]) is fine.
// Launch: --block 256 --grid 16 (iters = 8, n = 4096).
extern "C" __global__ void e_relax_ldg_alias(float *u, const float *f, int iters, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    for (int k = 0; k < iters; ++k)
        u[i] = 0.5f * (__ldg(&u[i]) + __ldg(&f[i]));  // BUG: u is written
}
