// a-shared-race-052.cu -- SAFE, dynamic shared memory
// Pattern: tree reduction over `extern __shared__ float sdata[]` sized at
//   launch (blockDim.x * 4 bytes), barrier after the load and after each level.
// Why safe: as a-shared-race-001; the array size comes from the launch, so the
//   checker needs --dynamic-shared 1024 to know all accesses are in bounds.
// Launch: --block 256 --grid 4 --dynamic-shared 1024.
extern "C" __global__ void a_dyn_shared_reduce_ok(const float *in, float *out)
{
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
