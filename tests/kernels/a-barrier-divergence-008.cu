// a-barrier-divergence-008.cu -- SAFE
// Pattern: a barrier inside a loop whose trip count depends on blockDim.x only
//   (log2(blockDim.x) smoothing passes).
// Why safe: the trip count is the same for every thread of the block, so all
//   threads reach each bar.sync the same number of times. The shared accesses
//   are separated: write own s[t], barrier, read neighbour, barrier.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_loop_trip_blockdim_ok(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    for (unsigned k = 1; k < blockDim.x; k *= 2) {
        s[t] = x;
        __syncthreads();
        x = 0.5f * (x + s[(t + k) % blockDim.x]);
        __syncthreads();
    }
    out[i] = x;
}
