// e-global-race-023.cu -- SAFE
// Pattern: saxpy y = a*x + y: threads with i >= n leave at once
//   (if (i >= n) return;), the others run a grid-stride loop of stride
//   blockDim.x * gridDim.x, so each element is read and written by one thread.
// Launch: --block 128 --grid 16 (n = 5000).
extern "C" __global__ void e_saxpy_exit_stride_ok(float a, const float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    for (; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}
