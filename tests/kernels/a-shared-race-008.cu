// a-shared-race-008.cu -- SAFE
// Pattern: fully unrolled block reduction with a compile-time block size
//   (CUDA sample "reduce6"/"reduce7" shape): grid-stride accumulation in a
//   register, block-wide levels with barriers, last warp through shuffles.
// Why safe: each block-wide level is closed by a barrier; the last warp reads
//   sdata[tid + 32] (written before the last barrier) and then only exchanges
//   registers with __shfl_down_sync, which touches no memory. At -G the
//   template body is a real `call` with the shared array address as argument.
// Launch: --block 256 --grid 4 --param n (a_reduce_unrolled_ok_param_2) = 2048; blockSize is 256.
template <unsigned blockSize>
__device__ void reduce_body(const float *in, float *out, unsigned n)
{
    __shared__ float sdata[blockSize];
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (blockSize * 2) + tid;
    unsigned gridSize = blockSize * 2 * gridDim.x;
    float sum = 0.0f;
    while (i < n) {
        sum += in[i];
        if (i + blockSize < n)
            sum += in[i + blockSize];
        i += gridSize;
    }
    sdata[tid] = sum;
    __syncthreads();
    if (blockSize >= 512) { if (tid < 256) sdata[tid] = sum = sum + sdata[tid + 256]; __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) sdata[tid] = sum = sum + sdata[tid + 128]; __syncthreads(); }
    if (blockSize >= 128) { if (tid <  64) sdata[tid] = sum = sum + sdata[tid +  64]; __syncthreads(); }
    if (tid < 32) {
        if (blockSize >= 64)
            sum += sdata[tid + 32];
        for (int offset = 16; offset > 0; offset /= 2)
            sum += __shfl_down_sync(0xffffffffu, sum, offset);
    }
    if (tid == 0)
        out[blockIdx.x] = sum;
}

extern "C" __global__ void a_reduce_unrolled_ok(const float *in, float *out, unsigned n)
{
    reduce_body<256>(in, out, n);
}
