// h-global-race-008.cu -- SAFE
// Pattern: histogram of keys through an index computed from the data: a
//   grid-stride loop over n keys, bin = keys[i] >> shift, and
//   atomicAdd(&hist[bin], 1) when bin < nbins. hist is touched only by
//   device-scope atomics.
// Launch: --block 256 --grid 120, n 1..1000000, shift 0..31, nbins 1..4096.
extern "C" __global__ void h_hist_keys_atomic(const unsigned *keys, int n, int shift, unsigned *hist,
                                              unsigned nbins)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        unsigned bin = keys[i] >> shift;
        if (bin < nbins)
            atomicAdd(&hist[bin], 1u);
    }
}
