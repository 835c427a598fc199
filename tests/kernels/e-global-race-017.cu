// e-global-race-017.cu -- RACY (global-race)
// Pattern: threadFenceReduction (CUDA sample): every block stores its partial
//   sum, __threadfence(), then takes a ticket with atomicInc; the block with
//   the last ticket reads all partial sums.
// Bug: the last block reads the partial sums with no fence after its ticket
//   (no acquire pattern: PTX ISA 8.x, a release synchronizes only with an
//   ld.acquire or a strong read followed by a fence of a scope covering both
//   threads; __syncthreads is of .cta scope). So nothing orders another
//   block's partial[b] store before the read. e-global-race-045 is the fixed
//   form (__threadfence() after the last ticket).
// Launch: --block 256 --grid 8.
#define BLOCK 256
__device__ unsigned int count = 0;
extern "C" __global__ void e_fence_reduction_noacquire_race(const float *in, float *partial, float *total)
{
    __shared__ float s[BLOCK];
    __shared__ bool last;
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * BLOCK + t];
    __syncthreads();
    for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
        if (t < k) s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0) {
        partial[blockIdx.x] = s[0];
        __threadfence();
        unsigned ticket = atomicInc(&count, gridDim.x);
        last = ticket == gridDim.x - 1;
    }
    __syncthreads();
    if (last && t == 0) {
        float sum = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b)
            sum += partial[b];
        total[0] = sum;
        count = 0;
    }
}
