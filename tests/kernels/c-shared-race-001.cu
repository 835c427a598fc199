// c-shared-race-001.cu -- SAFE: a block-stride loop over shared memory with a block size that is not a power of two
// Pattern: for (i = t; i < 1000; i += blockDim.x) s[i] = ...; then a barrier and a reversed read.
// Why safe: i = t + k*96 differs between threads in any iterations (no wrap-around: i < 1000).
// Launch: --block 96 --grid 2.
extern "C" __global__ void c_block_stride_96(const float *in, float *out)
{
    __shared__ float s[1000];
    for (unsigned i = threadIdx.x; i < 1000; i += blockDim.x)
        s[i] = in[blockIdx.x * 1000 + i];
    __syncthreads();
    for (unsigned i = threadIdx.x; i < 1000; i += blockDim.x)
        out[blockIdx.x * 1000 + i] = s[999 - i];
}
