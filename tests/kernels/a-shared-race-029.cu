// a-shared-race-029.cu -- SAFE (looks racy, is not)
// Pattern: Blelloch scan WITHOUT the barrier between the down-sweep and the
//   copy-out to global memory.
// Why safe: the last down-sweep level (d = 256, offset 1) is in the final
//   barrier interval; there every thread t touches only ai = 2t and
//   bi = 2t + 1, exactly the two elements it then copies out. No other thread
//   touches temp[2t] or temp[2t+1] in that interval, so dropping the barrier
//   is harmless. (A checker that pairs the copy-out with the down-sweep of
//   earlier levels, ignoring the barrier at the top of the last level, would
//   report a false race here.)
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_blelloch_no_final_barrier_ok(const float *in, float *out)
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
        __syncthreads();
        if (t < d) {
            unsigned ai = offset * (2 * t + 1) - 1;
            unsigned bi = offset * (2 * t + 2) - 1;
            float x = temp[ai];
            temp[ai] = temp[bi];
            temp[bi] += x;
        }
    }
    // no __syncthreads() here: not needed, see above
    gout[2 * t] = temp[2 * t];
    gout[2 * t + 1] = temp[2 * t + 1];
}
