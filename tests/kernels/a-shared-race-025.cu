// a-shared-race-025.cu -- SAFE
// Pattern: Blelloch work-efficient exclusive scan (GPU Gems 3, ch. 39.2.2,
//   without bank-conflict padding): n = 2 * blockDim.x elements, up-sweep,
//   clear the root, down-sweep; a barrier at the top of every level.
// Why safe: at every level the d active threads t < d touch the disjoint pairs
//   (ai, bi) = (offset*(2t+1) - 1, offset*(2t+2) - 1); levels are separated by
//   barriers. Thread 0 clears temp[n-1] right after the last up-sweep level,
//   where it was the only active thread and wrote that same element. The
//   final barrier orders the down-sweep before the copy-out.
// Launch: --block 256 --grid 4 (n = 512 elements per block).
#define BLOCK 256

extern "C" __global__ void a_blelloch_scan_ok(const float *in, float *out)
{
    __shared__ float temp[2 * BLOCK];
    unsigned t = threadIdx.x, n = 2 * blockDim.x;
    const float *gin = in + blockIdx.x * n;
    float *gout = out + blockIdx.x * n;
    temp[2 * t] = gin[2 * t];
    temp[2 * t + 1] = gin[2 * t + 1];
    unsigned offset = 1;
    for (unsigned d = n >> 1; d > 0; d >>= 1) {          // up-sweep
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
    for (unsigned d = 1; d < n; d *= 2) {                // down-sweep
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
