// h-barrier-divergence-001.cu -- DIVERGENT (barrier-divergence)
// Pattern: CUB-like block radix sort (BlockRadixSort shape): each block
//   sorts its tile of 256 unsigned keys in shared memory, RADIX_BITS = 4 bits
//   per pass, the passes running from begin_bit to end_bit (kernel
//   parameters: a uniform loop holding every barrier). One pass: clear the
//   per-warp digit counters; the digit histogram, one counter per (digit,
//   warp), counted with shared-memory atomicAdd; each key's rank among the
//   keys of its warp with the same digit from __match_any_sync; a
//   block-wide Hillis-Steele scan of the 128 counters (a second uniform loop
//   with two barriers per step); each key goes to its stable rank in s_tmp;
//   the tile is copied back to s_keys.
// Bug: the scan is wrapped in `if (tid < NCOUNT)` ("only the 128 scanning
//   threads need to wait"), so its two bar.sync per step are reached by
//   threads 0..127 only: thread 0 and thread 128 disagree (warps 4..7 skip
//   them). bar.sync is aligned and counts all 256 threads of the CTA.
// Launch: --block 256 --grid 16, begin_bit 0..28, end_bit 0..32.
#define BLOCK 256
#define NWARPS (BLOCK / 32)
#define RADIX_BITS 4
#define RADIX (1 << RADIX_BITS)
#define NCOUNT (RADIX * NWARPS)

extern "C" __global__ void h_block_radix_sort_scan_if(const unsigned *keys_in, unsigned *keys_out,
                                              int begin_bit, int end_bit)
{
    __shared__ unsigned s_keys[BLOCK];
    __shared__ unsigned s_tmp[BLOCK];
    __shared__ unsigned s_scan[NCOUNT];
    unsigned tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    unsigned g = blockIdx.x * BLOCK + tid;
    s_keys[tid] = keys_in[g];
    __syncthreads();
    for (int bit = begin_bit; bit < end_bit; bit += RADIX_BITS) {
        if (tid < NCOUNT)
            s_scan[tid] = 0;
        __syncthreads();
        unsigned key = s_keys[tid];
        unsigned digit = (key >> bit) & (RADIX - 1);
        unsigned peers = __match_any_sync(0xffffffffu, digit);
        unsigned below = peers & ((1u << lane) - 1);
        unsigned rank = __popc(below);
        unsigned cnt = __popc(peers);
        atomicAdd(&s_scan[digit * NWARPS + warp], 1u);   // shared-memory histogram
        __syncthreads();
        if (tid < NCOUNT) {
            for (int off = 1; off < NCOUNT; off <<= 1) {   // inclusive scan
                unsigned v = 0;
                if (tid >= off)
                    v = s_scan[tid - off];
                __syncthreads();                           // BUG: divergent
                s_scan[tid] += v;
                __syncthreads();                           // BUG: divergent
            }
        }
        __syncthreads();
        unsigned pos = s_scan[digit * NWARPS + warp] - cnt + rank;
        s_tmp[pos] = key;
        __syncthreads();
        s_keys[tid] = s_tmp[tid];
        __syncthreads();
    }
    keys_out[g] = s_keys[tid];
}
