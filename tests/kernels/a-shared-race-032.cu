// a-shared-race-032.cu -- RACY (shared-race)
// Pattern: shared histogram with atomicAdd but the barrier between zeroing the
//   bins and counting is missing.
// Bug: thread 1 zeroes h[1] with a plain st.shared while thread 0 does
//   atom.shared.add on h[in[0]] = h[1] (input of ones). A plain store and an
//   atomic are not morally strong: a data race. Threads 0 and 1, atomic/plain
//   write, byte offset 4 of h.
// Launch: --block 256 --grid 4 --param n (PTX name a_hist_noinit_barrier_race_param_2) = 1024.
#define NBINS 256

extern "C" __global__ void a_hist_noinit_barrier_race(const unsigned char *in, unsigned *bins, unsigned n)
{
    __shared__ unsigned h[NBINS];
    for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
        h[b] = 0;
    // BUG: missing __syncthreads();
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&h[in[i]], 1u);
    __syncthreads();
    for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
        atomicAdd(&bins[b], h[b]);
}
