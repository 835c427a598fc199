// e-global-race-048.cu -- RACY (global-race)
// Pattern: grid-stride loop with an early exit whose start index drops the
//   block offset.
// Bug: i starts at threadIdx.x, so every block walks the same elements:
//   block 0 thread 0 and block 1 thread 0 both write out[0].
// Launch: --block 256 --grid 8 (n = 10000).
extern "C" __global__ void e_stride_start_race(const float *in, float *out, int n)
{
    int i = threadIdx.x;  // BUG: blockIdx.x * blockDim.x + threadIdx.x
    if (i >= n) return;
    for (; i < n; i += blockDim.x * gridDim.x)
        out[i] = sqrtf(in[i]);
}
