// a-shared-race-028.cu -- RACY (shared-race)
// Pattern: Blelloch scan with an off-by-one in the up-sweep index: bi is
//   computed as offset*(2t+2) instead of offset*(2t+2) - 1. (temp has one
//   spare element so the largest bi, n, stays in bounds: the bug is a race.)
// Bug: level d = 256 (offset 1): thread 0 writes temp[2] (bi = 2) while thread
//   1 reads temp[2] (ai = 1*(2*1+1) - 1 = 2). Threads 0 and 1 (lanes of warp
//   0), write/read, byte offset 8 of temp, same barrier interval.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_blelloch_offbyone(const float *in, float *out)
{
    __shared__ float temp[2 * BLOCK + 1];
    unsigned t = threadIdx.x, n = 2 * blockDim.x;
    const float *gin = in + blockIdx.x * n;
    float *gout = out + blockIdx.x * n;
    temp[2 * t] = gin[2 * t];
    temp[2 * t + 1] = gin[2 * t + 1];
    if (t == 0)
        temp[n] = 0.0f;
    unsigned offset = 1;
    for (unsigned d = n >> 1; d > 0; d >>= 1) {
        __syncthreads();
        if (t < d) {
            unsigned ai = offset * (2 * t + 1) - 1;
            unsigned bi = offset * (2 * t + 2);          // BUG: missing "- 1"
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
