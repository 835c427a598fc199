// b-shared-race-025 -- bitonic sort of 256 ints in shared memory, one element per thread. SAFE.
// For each stage k = 2,4,..,256 and step j = k/2,..,1 the thread t with
// partner p = t^j > t compares s[t], s[p] and swaps them into the direction
// given by (t & k); a __syncthreads() ends every step. Within a step the pairs
// {t, t^j} are disjoint and only the lower thread of a pair touches it.
// Expected: no shared-race.
// Launch: grid (4), block (256).
#define N 256

extern "C" __global__ void b_bitonic_sort(int *out, const int *in)
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
            __syncthreads();
        }
    }
    out[blockIdx.x * N + t] = s[t];
}
