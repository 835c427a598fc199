// h-shared-race-010.cu -- RACY (shared-race)
// Pattern: the block-level compaction of (value, index) pairs of
//   h-shared-race-009, with the reservation of one slot instead of two.
// Bug: p = atomicAdd(&s_count, 1) hands consecutive threads consecutive p,
//   and each writes s_list[p] and s_list[p + 1]: the second write of the
//   thread that got p collides with the first write of the thread that got
//   p + 1, in one barrier interval (the pairs also interleave in the output).
// Launch: --block 256 --grid 64.
#define BLOCK 256

extern "C" __global__ void h_compact_pairs_one_slot(const float *in, float *out, unsigned *counts)
{
    __shared__ unsigned s_count;
    __shared__ float s_list[2 * BLOCK];
    unsigned tid = threadIdx.x, gid = blockIdx.x * BLOCK + tid;
    if (tid == 0)
        s_count = 0;
    __syncthreads();
    float v = in[gid];
    if (v != 0.0f) {
        unsigned p = atomicAdd(&s_count, 1u);   // BUG: two slots are written
        s_list[p] = v;
        s_list[p + 1] = (float)gid;
    }
    __syncthreads();
    unsigned n = s_count;
    for (unsigned i = tid; i < 2 * n; i += BLOCK)
        out[blockIdx.x * 2 * BLOCK + i] = s_list[i];
    if (tid == 0)
        counts[blockIdx.x] = n;
}
