// h-shared-race-011.cu -- SAFE
// Pattern: block-level partition (a quicksort or radix split step): thread 0
//   zeroes two shared counters, barrier, every thread appends its key to
//   the "low" list with p = atomicAdd(&n_lo, 1) or to the "high" list with
//   q = atomicAdd(&n_hi, 1), barrier, then the block writes the low keys and
//   the high keys to its own segment of the output.
// Why safe: each counter is reset before its additions and only its own
//   list's threads add to it (at most 256 each), so p and q are distinct per
//   list and below 256: neither list overflows into the other or into the
//   counters. The copy-out reads after a barrier.
// Launch: --block 256 --grid 64.
#define BLOCK 256

extern "C" __global__ void h_partition_two_lists(const unsigned *in, unsigned *out, unsigned pivot)
{
    __shared__ unsigned n_lo, n_hi;
    __shared__ unsigned lo[BLOCK], hi[BLOCK];
    unsigned t = threadIdx.x;
    if (t == 0) {
        n_lo = 0;
        n_hi = 0;
    }
    __syncthreads();
    unsigned key = in[blockIdx.x * BLOCK + t];
    if (key < pivot)
        lo[atomicAdd(&n_lo, 1u)] = key;
    else
        hi[atomicAdd(&n_hi, 1u)] = key;
    __syncthreads();
    unsigned a = n_lo;
    out[blockIdx.x * BLOCK + t] = t < a ? lo[t] : hi[t - a];
}
