// h-global-race-007.cu -- RACY (global-race)
// Pattern: histogram of keys through an index computed from the data: a
//   grid-stride loop over n keys, bin = keys[i] >> shift, and the bin count
//   incremented when bin < nbins.
// Bug: the increment is a plain `hist[bin]++`: two keys with the same bin
//   handled by two threads (keys[0] = keys[1] = 0: threads 0 and 1, bin 0)
//   read-modify-write hist[0] concurrently.
// Launch: --block 256 --grid 120, n 1..1000000, shift 0..31, nbins 1..4096.
extern "C" __global__ void h_hist_keys_plain(const unsigned *keys, int n, int shift, unsigned *hist,
                                             unsigned nbins)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        unsigned bin = keys[i] >> shift;
        if (bin < nbins)
            hist[bin]++;                         // BUG: plain read-modify-write
    }
}
