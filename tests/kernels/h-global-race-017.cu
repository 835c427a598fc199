// h-global-race-017.cu -- RACY (global-race)
// Pattern: chained (single-pass) block scan: each block scans its tile of
//   256 ints in shared memory; thread 0 spins on the previous block's
//   volatile flag, reads that block's inclusive prefix, stores its own prefix
//   and raises its own flag with a volatile store; after a barrier every
//   thread adds the carried-in prefix.
// Bug: no __threadfence() on either side. Volatile accesses are strong
//   (ld/st.volatile = relaxed, .sys scope), so the flag accesses do not race,
//   but relaxed accesses order nothing else: block 1's thread 0 may see
//   flags[0] = 1 and still load a block_prefix[0] that block 0's thread 0 is
//   storing (no release pattern before the flag store, no acquire pattern
//   after the flag load).
// Launch: --block 256 --grid 32. (Assumes flags[] is 0 at launch, as the
//   protocol requires, and that the blocks become resident in order.)
#define BLOCK 256

extern "C" __global__ void h_chained_scan_volatile_flag(const int *in, int *out, int *block_prefix, volatile int *flags)
{
    __shared__ int s[2][BLOCK];
    __shared__ int s_carry;
    unsigned tid = threadIdx.x;
    unsigned g = blockIdx.x * BLOCK + tid;
    int cur = 0;
    s[0][tid] = in[g];
    __syncthreads();
    for (unsigned off = 1; off < BLOCK; off <<= 1) {
        int v = s[cur][tid];
        if (tid >= off)
            v += s[cur][tid - off];
        s[cur ^ 1][tid] = v;
        cur ^= 1;
        __syncthreads();
    }
    if (tid == 0) {
        int carry = 0;
        if (blockIdx.x > 0) {
            while (flags[blockIdx.x - 1] == 0) { }        // BUG: no fence after
            carry = block_prefix[blockIdx.x - 1];
        }
        block_prefix[blockIdx.x] = carry + s[cur][BLOCK - 1];
        flags[blockIdx.x] = 1;                      // BUG: no fence before
        s_carry = carry;
    }
    __syncthreads();
    out[g] = s_carry + s[cur][tid];
}
