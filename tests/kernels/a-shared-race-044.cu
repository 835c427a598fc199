// a-shared-race-044.cu -- SAFE
// Pattern: the 2-D stencil of a-shared-race-043 with the correct flattening
//   tid = threadIdx.y * blockDim.x + threadIdx.x.
// Why safe: tid is a bijection of the 256 threads onto s[0..255]; thread 0
//   also zeroes the spare element s[256], which no one else writes; the reads
//   of s[tid] and s[tid + 1] come after the barrier.
// Launch: --block 32,8 --grid 4.
extern "C" __global__ void a_tile2d_linearize_ok(const float *in, float *out)
{
    __shared__ float s[32 * 8 + 1];
    unsigned tid = threadIdx.y * blockDim.x + threadIdx.x;
    unsigned g = blockIdx.x * blockDim.x * blockDim.y + tid;
    s[tid] = in[g];
    if (tid == 0)
        s[blockDim.x * blockDim.y] = 0.0f;
    __syncthreads();
    out[g] = s[tid] + s[tid + 1];
}
