// b-shared-race-027 -- bitonic sort of 512 floats, two elements per thread (256 threads). SAFE.
// In step j thread t owns the pair i = (t/j)*2j + t%j and i + j; the pairs of
// one step partition 0..511. Direction from (i & k). Barrier after every step.
// Expected: no shared-race.
// Launch: grid (2), block (256).
#define N 512

extern "C" __global__ void b_bitonic_sort_pairs(float *out, const float *in)
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
            __syncthreads();
        }
    }
    out[blockIdx.x * N + t] = s[t];
    out[blockIdx.x * N + t + N / 2] = s[t + N / 2];
}
