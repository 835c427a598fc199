// b-shared-race-014 -- prefetch pipeline with the swap barrier REMOVED. BUGGY.
// As b-shared-race-013 without the __syncthreads() in the loop.
// Race (read-after-write): thread 0 reads buf[1][1] in iteration 1 while thread 1
// writes buf[1][1] (its prefetch) in iteration 0: byte offset (128+1)*4 = 516 of
// buf. Also write-after-read: thread 1 writes buf[0][1] in iteration 1 while
// thread 0 reads buf[0][1] in iteration 0 (offset 4). Needs ntiles >= 2.
// Launch: grid (4), block (128); ntiles = 4.
#define B 128

extern "C" __global__ void b_prefetch_noswapbarrier(float *out, const float *in, int ntiles)
{
    __shared__ float buf[2][B];
    int t = threadIdx.x;
    const float *base = in + (size_t)blockIdx.x * ntiles * B;
    buf[0][t] = base[t];
    __syncthreads();
    float acc = 0.0f;
    for (int k = 0; k < ntiles; ++k) {
        if (k + 1 < ntiles)
            buf[(k + 1) & 1][t] = base[(k + 1) * B + t];
        acc += buf[k & 1][t] * buf[k & 1][(t + 1) % B];
        // BUG: missing __syncthreads();
    }
    out[blockIdx.x * B + t] = acc;
}
