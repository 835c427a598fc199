// e-param-alias-058.cu -- SAFE
// Pattern: scalar CSR SpMV with const __restrict__ inputs (nvcc -O3 loads
//   them with ld.global.nc) and a grid-stride loop over rows; y is a separate
//   output, one element per row.
// Launch: --block 128 --grid 8 (rows = 4096).
extern "C" __global__ void e_spmv_restrict_ok(const int *__restrict__ rowptr, const int *__restrict__ col,
                                              const float *__restrict__ val, const float *__restrict__ x,
                                              float *__restrict__ y, int rows)
{
    for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += blockDim.x * gridDim.x) {
        float s = 0.0f;
        for (int e = rowptr[r]; e < rowptr[r + 1]; ++e)
            s += val[e] * x[col[e]];
        y[r] = s;
    }
}
