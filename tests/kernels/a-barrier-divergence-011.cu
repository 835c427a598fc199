// a-barrier-divergence-011.cu -- SAFE
// Pattern: an optional smoothing pass with a barrier, switched by a flag in
//   __constant__ memory: `if (c_smooth) { ...; __syncthreads(); ... }`.
// Why safe: c_smooth is loaded with ld.const from one fixed address; constant
//   memory cannot change during the kernel, so every thread sees the same
//   value and takes the same branch.
// Launch: --block 256 --grid 4.
#define BLOCK 256

__constant__ int c_smooth;

extern "C" __global__ void a_constant_flag_sync_ok(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    if (c_smooth) {
        s[t] = x;
        __syncthreads();
        x = 0.5f * (x + s[(t + 1) % BLOCK]);
    }
    out[i] = x;
}
