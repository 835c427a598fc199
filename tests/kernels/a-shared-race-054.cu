// a-shared-race-054.cu -- SAFE
// Pattern: grid-stride accumulation into a register (thread-dependent trip
//   count, no barrier inside that loop), then a barrier-synchronized tree
//   reduction in shared memory.
// Why safe: the grid-stride loop touches only global memory; the tree levels
//   are as in a-shared-race-001.
// Launch: --block 256 --grid 4 --param n (PTX name a_gridstride_reduce_ok_param_2) = 5000.
#define BLOCK 256

extern "C" __global__ void a_gridstride_reduce_ok(const float *in, float *out, unsigned n)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    float sum = 0.0f;
    for (unsigned i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x)
        sum += in[i];
    sdata[tid] = sum;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
