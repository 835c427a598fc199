// a-shared-race-015.cu -- SAFE (no shared memory at all)
// Pattern: warp reduction with __shfl_down_sync(0xffffffff, ...) only; lane 0
//   of each warp writes the warp's sum to global memory.
// Why safe: shfl.sync exchanges registers and touches no memory; the kernel
//   has no .shared access, so shared-race holds trivially. (Each warp writes
//   its own out[i / 32]; all 32 lanes of every warp execute each shfl.sync
//   with the full mask, so there is no divergence either.)
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_warp_shfl_reduce_ok(const float *in, float *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[i];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0)
        out[i / 32] = v;
}
