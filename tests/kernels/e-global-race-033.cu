// e-global-race-033.cu -- SAFE
// Pattern: privatized histogram: each block counts into a shared histogram
//   with shared atomics, then merges it into the global one with atomicAdd
//   (device scope: the merges of all blocks are morally strong).
// Launch: --block 128 --grid 16 (n = 1048576).
#define BINS 256
extern "C" __global__ void e_hist_private_ok(const unsigned char *in, unsigned *hist, int n)
{
    __shared__ unsigned s[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) s[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&s[in[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        atomicAdd(&hist[b], s[b]);
}
