// h-global-race-010.cu -- RACY (global-race)
// Pattern: stream compaction / worklist push: every element above a
//   threshold is appended to out.
// Bug: the append is `out[(*count)++] = v` -- a plain read-modify-write of
//   the shared counter instead of out[atomicAdd(count, 1)] = v: two threads
//   with qualifying elements read and write *count concurrently (and may
//   write the same slot of out).
// Launch: --block 256 --grid 40, n 1..10000.
extern "C" __global__ void h_compact_plain_count(const float *in, int n, float thresh, float *out, int *count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = in[i];
        if (v > thresh)
            out[(*count)++] = v;                 // BUG: not atomic
    }
}
