// a-shared-race-022.cu -- SAFE
// Pattern: in-place Hillis-Steele scan with TWO barriers per step: read the
//   neighbour into a register, barrier, add into own element, barrier.
// Why safe: reads of temp[t - off] and writes of temp[t] are in different
//   barrier intervals; each element is written only by its own thread.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_hs_scan_inplace_two_barriers_ok(const float *in, float *out)
{
    __shared__ float temp[BLOCK];
    unsigned t = threadIdx.x, n = blockDim.x;
    temp[t] = in[blockIdx.x * n + t];
    __syncthreads();
    for (unsigned off = 1; off < n; off *= 2) {
        float v = (t >= off) ? temp[t - off] : 0.0f;
        __syncthreads();
        temp[t] += v;
        __syncthreads();
    }
    out[blockIdx.x * n + t] = temp[t];
}
