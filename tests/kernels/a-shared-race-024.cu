// a-shared-race-024.cu -- RACY (shared-race)
// Pattern: double-buffered Hillis-Steele scan with an off-by-one in the buffer
//   stride: the second buffer starts at `last = blockDim.x - 1` (the index of
//   the last element) instead of at blockDim.x, so the two buffers share one
//   element, temp[n - 1].
// Bug: in the first step (pout = 1, pin = 0) thread 0 writes
//   temp[1*(n-1) + 0] = temp[255] while thread 255 reads its own input
//   temp[0*(n-1) + 255] = temp[255]. Threads 0 and 255 (warps 0 and 7),
//   write/read, byte offset 1020 of temp, same barrier interval.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_hs_scan_double_offbyone(const float *in, float *out)
{
    __shared__ float temp[2 * BLOCK];
    unsigned t = threadIdx.x, n = blockDim.x;
    unsigned last = n - 1;               // BUG: buffer stride must be n, not n - 1
    int pout = 0, pin = 1;
    temp[t] = in[blockIdx.x * n + t];
    __syncthreads();
    for (unsigned off = 1; off < n; off *= 2) {
        pout = 1 - pout;
        pin = 1 - pout;
        if (t >= off)
            temp[pout * last + t] = temp[pin * last + t] + temp[pin * last + t - off];
        else
            temp[pout * last + t] = temp[pin * last + t];
        __syncthreads();
    }
    out[blockIdx.x * n + t] = temp[pout * last + t];
}
