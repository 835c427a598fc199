// b-shared-race-028 -- bitonic sort, two elements per thread, barrier missing inside the step loop. BUGGY.
// As b-shared-race-027 with the per-step __syncthreads() moved to the end of the stage.
// Race: stage k = 4. In step j = 2 thread 0 owns the pair (0,2) and may write
// s[2]; in step j = 1 thread 1 owns the pair (2,3) and reads s[2], in the same
// barrier interval: threads 0 and 1, byte offset 8 of s (the write happens when
// the data make the pair swap).
// Launch: grid (2), block (256).
#define N 512

extern "C" __global__ void b_bitonic_sort_pairs_noinnerbarrier(float *out, const float *in)
{
    __shared__ float s[N];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * N + t];
    s[t + N / 2] = in[blockIdx.x * N + t + N / 2];
    __syncthreads();
    for (unsigned k = 2; k <= N; k <<= 1) {
        for (unsigned j = k >> 1; j > 0; j >>= 1) {
            unsigned i = (t / j) * 2 * j + (t % j);
            float a = s[i], b = s[i + j];
            bool up = (i & k) == 0;
            if ((a > b) == up) { s[i] = b; s[i + j] = a; }
            // BUG: missing __syncthreads();
        }
        __syncthreads();
    }
    out[blockIdx.x * N + t] = s[t];
    out[blockIdx.x * N + t + N / 2] = s[t + N / 2];
}
