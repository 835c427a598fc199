// a-shared-race-033.cu -- RACY (shared-race)
// Pattern: shared histogram with atomicAdd but the barrier between counting
//   and flushing is missing.
// Bug: thread 1 reads h[1] with a plain ld.shared (flush) while thread 0 still
//   does atom.shared.add on h[in[0]] = h[1] (input of ones). Threads 0 and 1,
//   atomic/plain read, byte offset 4 of h.
// Launch: --block 256 --grid 4 --param n (PTX name a_hist_noflush_barrier_race_param_2) = 1024.
#define NBINS 256

extern "C" __global__ void a_hist_noflush_barrier_race(const unsigned char *in, unsigned *bins, unsigned n)
{
    __shared__ unsigned h[NBINS];
    for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
        h[b] = 0;
    __syncthreads();
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&h[in[i]], 1u);
    // BUG: missing __syncthreads();
    for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
        atomicAdd(&bins[b], h[b]);
}
