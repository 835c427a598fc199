// e-param-alias-059.cu -- RACY (param-alias)
// Pattern: in-place scaling x[i] = a * x[i] over a grid-stride loop, the
//   load written as __ldg for "faster reads".
// Bug: __ldg is ld.global.nc, valid only for memory that is read-only for the
//   whole kernel; x is written by the kernel (by the same thread, so there
//   is no race between threads, but the non-coherent read of written memory
//   is undefined).
// Launch: --block 256 --grid 8 (n = 10000).
extern "C" __global__ void e_scale_inplace_ldg_alias(float *x, float a, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        x[i] = a * __ldg(&x[i]);  // BUG: x[i] is written by this kernel
}
