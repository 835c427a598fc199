// e-global-race-014.cu -- SAFE
// Pattern: block partial sums combined with one atomicAdd per block.
// Launch: --block 256 --grid 8.
#define BLOCK 256
extern "C" __global__ void e_sum_atomic_ok(const float *in, float *total)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * BLOCK + t];
    __syncthreads();
    for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) atomicAdd(total, s[0]);
}
