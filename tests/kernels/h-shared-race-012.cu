// h-shared-race-012.cu -- SAFE
// Pattern: the CUDA samples' reduction with interleaved addressing
//   (reduce1): the stride s doubles from 1 while s < blockDim.x, and thread
//   tid adds sdata[2 * s * tid + s] into sdata[2 * s * tid] when that index
//   is inside the block, a barrier after every step (scans and bitonic
//   sorts double their strides the same way).
// Why safe: in step s the writes hit multiples of 2s, the reads odd
//   multiples of s: no index is both (2s * a = s * (2b + 1) has no
//   solution), and distinct threads write distinct multiples. The stride
//   never wraps to 0: it doubles below blockDim.x <= 1024 (a geometric
//   induction variable whose loop test bounds the iteration count).
// Launch: --block 256 --grid 64.
extern "C" __global__ void h_reduce_interleaved(const int *in, int *out, unsigned n)
{
    extern __shared__ int sdata[];
    unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < n ? in[i] : 0;
    __syncthreads();
    for (unsigned s = 1; s < blockDim.x; s *= 2) {
        unsigned index = 2 * s * tid;
        if (index < blockDim.x)
            sdata[index] += sdata[index + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
