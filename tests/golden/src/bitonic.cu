// In-block bitonic sort of 1024 keys in shared memory.
#define NK 1024
__global__ void bitonic_sort(unsigned *keys)
{
    __shared__ unsigned s[NK];
    unsigned *k = keys + blockIdx.x * NK;
    for (int i = threadIdx.x; i < NK; i += blockDim.x) s[i] = k[i];
    __syncthreads();
    for (int size = 2; size <= NK; size <<= 1) {
        for (int stride = size >> 1; stride > 0; stride >>= 1) {
            for (int i = threadIdx.x; i < NK; i += blockDim.x) {
                int j = i ^ stride;
                if (j > i) {
                    bool up = (i & size) == 0;
                    unsigned a = s[i], b = s[j];
                    if ((a > b) == up) { s[i] = b; s[j] = a; }
                }
            }
            __syncthreads();
        }
    }
    for (int i = threadIdx.x; i < NK; i += blockDim.x) k[i] = s[i];
}
