// f-barrier-divergence-008.cu -- SAFE (barrier-divergence)
// Pattern: a tree reduction whose last 32 values are reduced by warp 0 with
//   full-mask shuffles (the classic reduce6 tail): the whole first warp
//   executes them.
// Launch: --block 256 --grid 4.
extern "C" __global__ void f_shfl_reduce_tail(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x;
    s[tid] = in[blockIdx.x * 256 + tid];
    __syncthreads();
    for (unsigned k = 128; k >= 32; k >>= 1) {
        if (tid < k)
            s[tid] += s[tid + k];
        __syncthreads();
    }
    if (tid < 32) {
        float v = s[tid];
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, off);
        if (tid == 0)
            out[blockIdx.x] = v;
    }
}
