// h-global-race-041.cu -- SAFE
// Pattern: kernel arguments bundled in a struct passed by value (as
//   libraries do for many-argument kernels: CUTLASS's Params, the samples'
//   SobelFilter, GPUVerify's pointers_in_structs): a SAXPY reading x and
//   y through two pointer fields and the length from an int field, with a
//   grid-stride loop. nvcc loads each field with ld.param at its offset.
// Why safe: thread g writes out[g + k * stride] only; x and y are other
//   buffers (distinct pointer fields: the param-alias assumption, named
//   p+0, p+8, p+16).
// Launch: --block 256 --grid 64.
struct SaxpyArgs {
    const float *x;
    const float *y;
    float *out;
    float a;
    int n;
};

extern "C" __global__ void h_saxpy_struct(SaxpyArgs p)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < p.n; i += blockDim.x * gridDim.x)
        p.out[i] = p.a * p.x[i] + p.y[i];
}
