// b-shared-race-013 -- software-pipelined tile loop with a prefetch into the other buffer. SAFE.
// Iteration k prefetches tile k+1 from global into buf[(k+1)&1] while it computes
// on buf[k&1]; one __syncthreads() at the end of each iteration is enough
// with two buffers: the buffer written in iteration k+1 was last read in
// iteration k, before that barrier.
// Expected: no shared-race.
// Launch: grid (4), block (128); ntiles = 4 (any value is safe).
#define B 128

extern "C" __global__ void b_prefetch_pipeline(float *out, const float *in, int ntiles)
{
    __shared__ float buf[2][B];
    int t = threadIdx.x;
    const float *base = in + (size_t)blockIdx.x * ntiles * B;
    buf[0][t] = base[t];
    __syncthreads();
    float acc = 0.0f;
    for (int k = 0; k < ntiles; ++k) {
        if (k + 1 < ntiles)
            buf[(k + 1) & 1][t] = base[(k + 1) * B + t];   // prefetch next tile
        acc += buf[k & 1][t] * buf[k & 1][(t + 1) % B];     // compute on current
        __syncthreads();                                     // swap
    }
    out[blockIdx.x * B + t] = acc;
}
