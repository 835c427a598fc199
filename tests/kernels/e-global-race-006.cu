// e-global-race-006.cu -- SAFE
// Pattern: the same block reduction, thread 0 stores the block's result.
// Launch: --block 256 --grid 8.
#define BLOCK 256
extern "C" __global__ void e_block_result_ok(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * BLOCK + t];
    __syncthreads();
    for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}
