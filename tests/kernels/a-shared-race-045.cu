// a-shared-race-045.cu -- RACY (shared-race) for this launch: blockDim.y = 4
// Pattern: column sums of a (32 x blockDim.y) tile: every thread adds its tile
//   element into colsum[threadIdx.x] with a plain `+=` -- written for, and
//   tested with, 1-row blocks.
// Bug: threads (x, 0) and (x, 1) both read-modify-write colsum[x]. For x = 0:
//   linear ids 0 and 32 (warps 0 and 1), write/write, byte offset 0 of colsum.
//   The same code is race-free when blockDim.y == 1 (a-shared-race-046).
// Launch: --block 32,4 --grid 4.
extern "C" __global__ void a_tile2d_colsum_race(const float *in, float *out)
{
    __shared__ float colsum[32];
    unsigned tx = threadIdx.x, ty = threadIdx.y;
    if (ty == 0)
        colsum[tx] = 0.0f;
    __syncthreads();
    colsum[tx] += in[(blockIdx.x * blockDim.y + ty) * 32 + tx];   // BUG if blockDim.y > 1
    __syncthreads();
    if (ty == 0)
        out[blockIdx.x * 32 + tx] = colsum[tx];
}
