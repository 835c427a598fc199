// a-shared-race-030.cu -- SAFE
// Pattern: 256-bin byte histogram privatized in shared memory: zero the bins,
//   barrier, shared atomicAdd per input byte (grid-stride loop), barrier, flush
//   the bins to global memory with global atomicAdd.
// Why safe: the zeroing writes h[t] (t < 256, one bin per thread) happen
//   before barrier 1; in the middle interval all accesses to h are atom.shared
//   (shared atomics do not race with each other); the flush reads h[t] after
//   barrier 2. Nothing else touches h.
// Launch: --block 256 --grid 4 --param n (PTX name a_hist_shared_atomic_ok_param_2) = 1024
//   (any n is safe).
#define NBINS 256

extern "C" __global__ void a_hist_shared_atomic_ok(const unsigned char *in, unsigned *bins, unsigned n)
{
    __shared__ unsigned h[NBINS];
    for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
        h[b] = 0;
    __syncthreads();
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&h[in[i]], 1u);
    __syncthreads();
    for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
        atomicAdd(&bins[b], h[b]);
}
