// e-global-race-029.cu -- RACY (global-race)
// Pattern: in-place 3-point smoothing: every thread reads a[i-1], a[i],
//   a[i+1], __syncthreads(), then overwrites a[i].
// Bug: the barrier orders the reads and writes of one block only: block 1
//   thread 0 reads a[255], which block 0 thread 255 overwrites (use a
//   separate output buffer).
// Launch: --block 256 --grid 8 (n = 2048).
#define B 256
extern "C" __global__ void e_smooth_inplace_race(float *a, int n)
{
    int i = blockIdx.x * B + threadIdx.x;
    float l = i > 0 ? a[i - 1] : 0.0f;
    float c = a[i];
    float r = i + 1 < n ? a[i + 1] : 0.0f;
    __syncthreads();
    a[i] = 0.25f * l + 0.5f * c + 0.25f * r;  // BUG: neighbour blocks read a[i]
}
