// a-shared-race-027.cu -- RACY (shared-race)
// Pattern: Blelloch scan with the barrier of the DOWN-SWEEP loop missing (the
//   final barrier before the copy-out is kept).
// Bug: level d = 1 (offset 256): thread 0 swaps temp[255] and temp[511], i.e.
//   writes temp[511]; level d = 2 (offset 128): thread 1 has ai = 383,
//   bi = 511 and reads temp[511]. Threads 0 and 1, write/read, byte offset
//   2044 of temp, same barrier interval.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_blelloch_downsweep_nobarrier(const float *in, float *out)
{
    __shared__ float temp[2 * BLOCK];
    unsigned t = threadIdx.x, n = 2 * blockDim.x;
    const float *gin = in + blockIdx.x * n;
    float *gout = out + blockIdx.x * n;
    temp[2 * t] = gin[2 * t];
    temp[2 * t + 1] = gin[2 * t + 1];
    unsigned offset = 1;
    for (unsigned d = n >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (t < d) {
            unsigned ai = offset * (2 * t + 1) - 1;
            unsigned bi = offset * (2 * t + 2) - 1;
            temp[bi] += temp[ai];
        }
        offset *= 2;
    }
    if (t == 0)
        temp[n - 1] = 0.0f;
    for (unsigned d = 1; d < n; d *= 2) {
        offset >>= 1;
        // BUG: missing __syncthreads();
        if (t < d) {
            unsigned ai = offset * (2 * t + 1) - 1;
            unsigned bi = offset * (2 * t + 2) - 1;
            float x = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += x;
        }
    }
    __syncthreads();
    gout[2 * t] = temp[2 * t];
    gout[2 * t + 1] = temp[2 * t + 1];
}
