// h-shared-race-009.cu -- SAFE
// Pattern: block-level stream compaction of (value, index) pairs through a
//   shared staging list: thread 0 zeroes a shared counter, barrier, every
//   thread with a non-zero input reserves two slots with
//   p = atomicAdd(&s_count, 2) and writes s_list[p] and s_list[p + 1],
//   barrier, then the block copies the first s_count entries to its own
//   segment of the output (a block-strided loop) and thread 0 stores the
//   block's count.
// Why safe: the additions to s_count happen one after another, so two
//   threads' p differ by at least 2 and their pairs of slots never meet; at
//   most 256 threads add 2 each after the reset, so p + 1 < 512 stays inside
//   s_list (no write reaches s_count). The copy-out reads after a barrier.
// Launch: --block 256 --grid 64.
#define BLOCK 256

extern "C" __global__ void h_compact_pairs(const float *in, float *out, unsigned *counts)
{
    __shared__ unsigned s_count;
    __shared__ float s_list[2 * BLOCK];
    unsigned tid = threadIdx.x, gid = blockIdx.x * BLOCK + tid;
    if (tid == 0)
        s_count = 0;
    __syncthreads();
    float v = in[gid];
    if (v != 0.0f) {
        unsigned p = atomicAdd(&s_count, 2u);
        s_list[p] = v;
        s_list[p + 1] = (float)gid;
    }
    __syncthreads();
    unsigned n = s_count;
    for (unsigned i = tid; i < n; i += BLOCK)
        out[blockIdx.x * 2 * BLOCK + i] = s_list[i];
    if (tid == 0)
        counts[blockIdx.x] = n;
}
