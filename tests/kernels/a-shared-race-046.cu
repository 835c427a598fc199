// a-shared-race-046.cu -- SAFE for this launch: blockDim.y = 1
// Pattern: exactly the column-sum code of a-shared-race-045 (kernel renamed),
//   checked for a launch with ONE row per block.
// Why safe here: with blockDim = (32, 1) only thread (x, 0) touches colsum[x].
//   The verdict is about the launch: with --block 32,4 this code races (see
//   a-shared-race-045). A sound checker must use the given blockDim.y.
// Launch: --block 32,1 --grid 4.
extern "C" __global__ void a_tile2d_colsum_1row(const float *in, float *out)
{
    __shared__ float colsum[32];
    unsigned tx = threadIdx.x, ty = threadIdx.y;
    if (ty == 0)
        colsum[tx] = 0.0f;
    __syncthreads();
    colsum[tx] += in[(blockIdx.x * blockDim.y + ty) * 32 + tx];
    __syncthreads();
    if (ty == 0)
        out[blockIdx.x * 32 + tx] = colsum[tx];
}
