// Real (non-inlined) device calls: __noinline__ functions with parameters and
// return values passed through .param space, recursion, and an indirect call
// through a function pointer (gives .callprototype).
#include <cassert>
struct Pair { float a; int b; };

__device__ __noinline__ float scale_add(float x, float y, int k)
{
    return x * k + y;
}

__device__ __noinline__ Pair make_pair(float a, int b)
{
    Pair p = {a * 2.0f, b + 1};
    return p;
}

__device__ __noinline__ int fib(int n)
{
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

__device__ float op_add(float a, float b) { return a + b; }
__device__ float op_mul(float a, float b) { return a * b; }
__device__ float op_max(float a, float b) { return a > b ? a : b; }

typedef float (*binop_t)(float, float);
__device__ binop_t d_ops[3] = {op_add, op_mul, op_max};

__global__ void call_kernel(const float *x, float *y, const int *sel, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float local_arr[4];
    for (int k = 0; k < 4; ++k) local_arr[k] = x[(i + k) % n];
    float v = scale_add(x[i], local_arr[sel[i] & 3], 3);
    Pair p = make_pair(v, i);
    binop_t f = d_ops[sel[i] % 3];
    v = f(v, p.a) + p.b;
    if (sel[i] < 0) v += fib(sel[i] & 7);
    assert(v == v);   // lowers to a call of __assertfail
    y[i] = v;
}

// printf also lowers to a call (vprintf) with a local buffer.
__global__ void printf_kernel(int n)
{
    if (threadIdx.x == 0) printf("block %d of %d, n=%d\n", blockIdx.x, gridDim.x, n);
}
