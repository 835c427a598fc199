// a-barrier-divergence-018.cu -- SAFE
// Pattern: broadcast of lane 0's value with __shfl_sync(0xffffffff, v, 0)
//   executed by all lanes of every warp.
// Why safe: all executing lanes are in the full mask, all members execute it.
//   No shared memory.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_shfl_broadcast_full_ok(const float *in, float *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = in[i];
    float first = __shfl_sync(0xffffffffu, v, 0);
    out[i] = v - first;
}
