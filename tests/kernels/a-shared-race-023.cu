// a-shared-race-023.cu -- RACY (shared-race)
// Pattern: double-buffered Hillis-Steele scan (a-shared-race-020) with the
//   barrier at the end of each step removed ("the buffers are separate, so no
//   barrier is needed" -- wrong: the next step reads what others just wrote).
// Bug: at off = 1 (pout = 1) thread 1 writes temp[n + 1]; at off = 2 (pin = 1)
//   thread 3 reads temp[n + 3 - 2] = temp[n + 1]. Threads 1 and 3, write/read,
//   element 257 = byte offset 1028 of temp. (Also write-after-read: step
//   off = 4 writes buffer 0 while a slow thread may still read it in off = 1.)
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_hs_scan_double_nobarrier(const float *in, float *out)
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
        // BUG: missing __syncthreads();
    }
    __syncthreads();
    out[blockIdx.x * n + t] = temp[pout * n + t];
}
