// Double and half-precision arithmetic, bf16, conversions, special functions.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void dp_kernel(const double *x, double *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        double v = x[i];
        y[i] = fma(v, 2.5, -1.0) + sqrt(fabs(v)) + exp(v) / (1.0 + v * v) + (double)(float)v;
    }
}

__global__ void half_kernel(const __half *a, const __half2 *b, __half *c, __half2 *d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __half h = __hadd(a[i], __float2half(1.0f));
        h = __hmul(h, a[i]);
        c[i] = __hgt(h, __float2half(0.5f)) ? h : hsqrt(__habs(h));
        __half2 v = __hfma2(b[i], b[i], __floats2half2_rn(1.0f, -1.0f));
        d[i] = __hmax2(v, __half2half2(__float2half(0.0f)));
    }
}

__global__ void bf16_kernel(const __nv_bfloat16 *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __nv_bfloat16 v = __hmul(a[i], __float2bfloat16(3.0f));
        out[i] = __bfloat162float(v) + (float)__double2int_rz((double)i * 0.5);
    }
}
