// h-global-race-032.cu -- RACY (global-race)
// Pattern: the grid-stride loop of h-global-race-031 (unrolled twice at -O3)
//   with the stride left at blockDim.x.
// Bug: block b's thread t starts at b * 256 + t and steps by 256, so its
//   second element b * 256 + t + 256 is the first element of block b + 1's
//   thread t: two blocks write y[256 * (b + 1) + t], nothing ordering them.
// Launch: --block 256 --grid 64, n 1..2^30.
extern "C" __global__ void h_scale_block_stride(float *y, const float *x, float a, int n)
{
    const int stride = blockDim.x;      // BUG: the grid's thread count is blockDim.x * gridDim.x
#pragma unroll 2
    for (int i = blockDim.x * blockIdx.x + threadIdx.x; i < n; i += stride)
        y[i] = a * x[i];
}
