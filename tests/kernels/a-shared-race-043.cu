// a-shared-race-043.cu -- RACY (shared-race), only when blockDim.y > 1
// Pattern: a 2-D block (32 x 8) flattens its thread index with the classic
//   typo `threadIdx.y * blockDim.y + threadIdx.x` (should be blockDim.x),
//   stages data in s[tid], and each thread then reads its right neighbour
//   s[tid + 1] (a 1-D stencil) after a barrier, then writes back in place.
// Bug: with blockDim = (32, 8), thread (x=8, y=0) and thread (x=0, y=1) both
//   get tid = 8 and both write s[8] in the first interval: linear ids 8 and 32
//   (warps 0 and 1), write/write, byte offset 32 of s. With blockDim.y == 1 the
//   typo is harmless (tid = x), and with blockDim.x == blockDim.y it is too.
// Launch: --block 32,8 --grid 4.
extern "C" __global__ void a_tile2d_linearize_bug_race(const float *in, float *out)
{
    __shared__ float s[32 * 8 + 1];
    unsigned tid = threadIdx.y * blockDim.y + threadIdx.x;   // BUG: blockDim.x
    unsigned g = blockIdx.x * blockDim.x * blockDim.y + threadIdx.y * blockDim.x + threadIdx.x;
    s[tid] = in[g];
    if (tid == 0)
        s[blockDim.x * blockDim.y] = 0.0f;
    __syncthreads();
    out[g] = s[tid] + s[tid + 1];
}
