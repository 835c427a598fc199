// h-shared-race-013.cu -- RACY
// Pattern: h-shared-race-012's interleaved reduction with the index of the
//   sequential-addressing version mixed in: index = s * tid (a port from
//   reduce2 that kept reduce1's doubling loop).
// The race: in step s = 1 thread 1 writes sdata[1] while thread 0 reads
//   sdata[0 + 1], in the same barrier interval.
// Launch: --block 256 --grid 64.
extern "C" __global__ void h_reduce_interleaved_bad(const int *in, int *out, unsigned n)
{
    extern __shared__ int sdata[];
    unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < n ? in[i] : 0;
    __syncthreads();
    for (unsigned s = 1; s < blockDim.x; s *= 2) {
        unsigned index = s * tid;
        if (index + s < blockDim.x)
            sdata[index] += sdata[index + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
