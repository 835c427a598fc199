// e-param-alias-062.cu -- SAFE
// Pattern: in-place update x[i] *= gain[chan[i]] over a grid-stride loop:
//   x is read and written with plain accesses, the read-only tables gain and
//   chan through __ldg; the kernel never writes them.
// Launch: --block 256 --grid 8 (n = 10000).
#define K 256
extern "C" __global__ void e_gain_table_ldg_ok(float *x, const float *gain, const int *chan, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        x[i] = x[i] * __ldg(&gain[__ldg(&chan[i]) & (K - 1)]);
}
