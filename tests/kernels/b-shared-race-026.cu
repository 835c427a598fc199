// b-shared-race-026 -- bitonic sort, barrier missing INSIDE the inner (step) loop. BUGGY.
// The __syncthreads() was moved from the end of each step to the end of each
// stage, so consecutive steps j and j/2 of one stage share a barrier interval.
// Race: stage k = 4: in step j = 2 thread 0 (pair 0,2) may write s[2]; in step
// j = 1 thread 2 (pair 2,3) reads s[2]: threads 0 and 2, byte offset 8 of s
// (the swap is data dependent: it happens when in[0] > in[2]).
// Launch: grid (4), block (256).
#define N 256

extern "C" __global__ void b_bitonic_sort_noinnerbarrier(int *out, const int *in)
{
    __shared__ int s[N];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * N + t];
    __syncthreads();
    for (int k = 2; k <= N; k <<= 1) {
        for (int j = k >> 1; j > 0; j >>= 1) {
            int p = t ^ j;
            if (p > t) {
                int a = s[t], b = s[p];
                bool up = (t & k) == 0;
                if ((a > b) == up) { s[t] = b; s[p] = a; }
            }
            // BUG: missing __syncthreads();
        }
        __syncthreads();
    }
    out[blockIdx.x * N + t] = s[t];
}
