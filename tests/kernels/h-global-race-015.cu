// h-global-race-015.cu -- SAFE
// Pattern: chained (single-pass) block scan: each block scans its tile of
//   256 ints in shared memory; thread 0 waits for the previous block's flag
//   with ld.acquire.gpu (inline PTX), reads that block's inclusive prefix,
//   stores its own prefix with a plain store and publishes it with
//   st.release.gpu on flags[blockIdx.x]; after a barrier every thread adds
//   the carried-in prefix. The release store orders the prefix store before
//   the flag; the acquire load that reads the flag orders it before the
//   prefix load (the pair is morally strong: both .gpu).
// Launch: --block 256 --grid 32. (Assumes flags[] is 0 at launch, as the
//   protocol requires, and that the blocks become resident in order.)
#define BLOCK 256

__device__ __forceinline__ void st_release_gpu(int *p, int v)
{
    asm volatile("st.release.gpu.global.s32 [%0], %1;" :: "l"(p), "r"(v) : "memory");
}

__device__ __forceinline__ int ld_acquire_gpu(const int *p)
{
    int v;
    asm volatile("ld.acquire.gpu.global.s32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}

extern "C" __global__ void h_chained_scan(const int *in, int *out, int *block_prefix, int *flags)
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
            while (ld_acquire_gpu(&flags[blockIdx.x - 1]) == 0) { }
            carry = block_prefix[blockIdx.x - 1];
        }
        block_prefix[blockIdx.x] = carry + s[cur][BLOCK - 1];
        st_release_gpu(&flags[blockIdx.x], 1);
        s_carry = carry;
    }
    __syncthreads();
    out[g] = s_carry + s[cur][tid];
}
