// a-barrier-divergence-006.cu -- SAFE
// Pattern: a barrier under a condition on blockIdx.x only: block 0 does an
//   extra shared-memory pass (`if (blockIdx.x == 0) { ...; __syncthreads(); }`).
// Why safe: the condition is uniform within each block -- all threads of block
//   0 take the branch, all threads of other blocks skip it -- and a CTA barrier
//   only concerns the threads of one block.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_if_blockidx_sync_ok(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    if (blockIdx.x == 0) {
        s[t] = x;
        __syncthreads();
        x += s[(t + 1) % BLOCK];
    }
    out[i] = x;
}
