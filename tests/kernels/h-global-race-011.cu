// h-global-race-011.cu -- SAFE
// Pattern: stream compaction / worklist push: every element above a
//   threshold is appended with out[atomicAdd(count, 1)] = v. The slots
//   atomicAdd returns are distinct (fewer than 2^32 increments), so no two
//   threads write one element of out, whatever *count holds at launch.
// Launch: --block 256 --grid 40, n 1..10000.
extern "C" __global__ void h_compact_atomic_count(const float *in, int n, float thresh, float *out, int *count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = in[i];
        if (v > thresh)
            out[atomicAdd(count, 1)] = v;
    }
}
