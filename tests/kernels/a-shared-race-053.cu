// a-shared-race-053.cu -- RACY (shared-race), dynamic shared memory
// Pattern: dynamic-shared-memory reduction where the partial sums are kept in
//   the SECOND half of the dynamic buffer (sdata + blockDim.x) but the level
//   loop has lost its barrier.
// Bug: at level s = 128 thread 64 writes part[64]; at level s = 64 thread 0
//   reads part[64]. Threads 0 and 64, write/read, byte offset
//   4*256 + 256 = 1280 of the dynamic shared window.
// Launch: --block 256 --grid 4 --dynamic-shared 2048.
extern "C" __global__ void a_dyn_shared_reduce_race(const float *in, float *out)
{
    extern __shared__ float sdata[];
    float *part = sdata + blockDim.x;
    unsigned tid = threadIdx.x;
    float x = in[blockIdx.x * blockDim.x + tid];
    sdata[tid] = x;
    part[tid] = x;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            part[tid] += part[tid + s];
        // BUG: missing __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = part[0] / sdata[0];
}
