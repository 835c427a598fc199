// a-shared-race-020.cu -- SAFE
// Pattern: Hillis-Steele inclusive scan, the classic double-buffered version
//   (GPU Gems 3, ch. 39, "naive" scan): ping-pong between two halves of temp,
//   one barrier per step.
// Why safe: in a step every thread writes only buffer pout and reads only
//   buffer pin = 1 - pout; the barrier at the end of the step orders the writes
//   before the next step reads them (as pin) and before the step after that
//   overwrites the other buffer. pout/pin are the same in every thread (they
//   only depend on the uniform step count). The final read temp[pout*n + t] is
//   the thread's own element after the last barrier.
// Launch: --block 256 --grid 4 (temp is sized for blockDim.x == 256).
#define BLOCK 256

extern "C" __global__ void a_hs_scan_double_ok(const float *in, float *out)
{
    __shared__ float temp[2 * BLOCK];
    unsigned t = threadIdx.x, n = blockDim.x;
    int pout = 0, pin = 1;
    temp[t] = in[blockIdx.x * n + t];
    __syncthreads();
    for (unsigned off = 1; off < n; off *= 2) {
        pout = 1 - pout;
        pin = 1 - pout;
        if (t >= off)
            temp[pout * n + t] = temp[pin * n + t] + temp[pin * n + t - off];
        else
            temp[pout * n + t] = temp[pin * n + t];
        __syncthreads();
    }
    out[blockIdx.x * n + t] = temp[pout * n + t];
}
