// a-shared-race-026.cu -- RACY (shared-race)
// Pattern: Blelloch scan (a-shared-race-025) with the barrier of the UP-SWEEP
//   loop missing.
// Bug: level d = 256 (offset 1): thread 1 writes temp[3] (temp[3] += temp[2]);
//   level d = 128 (offset 2): thread 0 has ai = 1, bi = 3 and reads and writes
//   temp[3]. Threads 0 and 1 (lanes of warp 0), write/read+write, byte offset
//   12 of temp, no barrier between (the first barrier is the down-sweep's).
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_blelloch_upsweep_nobarrier(const float *in, float *out)
{
    __shared__ float temp[2 * BLOCK];
    unsigned t = threadIdx.x, n = 2 * blockDim.x;
    const float *gin = in + blockIdx.x * n;
    float *gout = out + blockIdx.x * n;
    temp[2 * t] = gin[2 * t];
    temp[2 * t + 1] = gin[2 * t + 1];
    unsigned offset = 1;
    for (unsigned d = n >> 1; d > 0; d >>= 1) {
        // BUG: missing __syncthreads();
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
        __syncthreads();
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
