// a-shared-race-004.cu -- SAFE
// Pattern: tree reduction with interleaved addressing (CUDA sample "reduce0"):
//   at step s threads with tid % (2s) == 0 add sdata[tid + s] into sdata[tid].
// Why safe: in one step the writers are the multiples of 2s and the read
//   indices are (multiple of 2s) + s, so no index is both written and read;
//   every step ends with a barrier reached by every thread (uniform loop).
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_interleaved_ok(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
