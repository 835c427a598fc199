// e-global-race-034.cu -- RACY (global-race)
// Pattern: the privatized histogram of e-033 merged with a plain add.
// Bug: every block adds its bin b to hist[b] with a load and a store:
//   thread 0 of block 0 and thread 0 of block 1 both update hist[0].
// Launch: --block 128 --grid 16 (n = 1048576).
#define BINS 256
extern "C" __global__ void e_hist_private_merge_race(const unsigned char *in, unsigned *hist, int n)
{
    __shared__ unsigned s[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) s[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&s[in[i]], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        hist[b] += s[b];  // BUG: atomicAdd(&hist[b], s[b])
}
