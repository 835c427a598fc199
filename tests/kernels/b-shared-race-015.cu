// b-shared-race-015 -- prefetch pipeline with its single barrier in the WRONG place. BUGGY.
// The barrier sits between the prefetch and the compute instead of after the
// compute: iteration k reads buf[k&1] after the barrier, and iteration k+1
// prefetches into buf[(k+2)&1] == buf[k&1] before the next barrier -- same interval.
// Race (write-after-read): thread 0 reads buf[0][1] in iteration 0 while thread 1
// writes buf[0][1] (prefetch of tile 2) in iteration 1: byte offset 4 of buf.
// Needs ntiles >= 3.
// Launch: grid (4), block (128); ntiles = 4.
#define B 128

extern "C" __global__ void b_prefetch_misplacedbarrier(float *out, const float *in, int ntiles)
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
        __syncthreads();                                     // BUG: belongs after the compute
        acc += buf[k & 1][t] * buf[k & 1][(t + 1) % B];
    }
    out[blockIdx.x * B + t] = acc;
}
