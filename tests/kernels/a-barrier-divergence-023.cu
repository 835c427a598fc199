// a-barrier-divergence-023.cu -- SAFE
// Pattern: a block-uniform early exit before a barrier:
//   `if (blockIdx.x >= nblocks) return;` then a shared reduction.
// Why safe: the condition depends only on blockIdx.x and a parameter, so all
//   threads of a block agree: either the whole block returns or none of it.
// Launch: --block 256 --grid 4 (nblocks symbolic; the dynamic run uses 3).
#define BLOCK 256

extern "C" __global__ void a_uniform_early_exit_ok(const float *in, float *out, unsigned nblocks)
{
    __shared__ float sdata[BLOCK];
    if (blockIdx.x >= nblocks)
        return;
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
