// a-shared-race-021.cu -- RACY (shared-race)
// Pattern: Hillis-Steele scan done IN PLACE with a single barrier per step:
//   temp[t] += temp[t - off]; __syncthreads();
// Bug: read and write of one step are in the same barrier interval. At
//   off = 1 thread 2 reads temp[1] while thread 1 writes temp[1]. Threads 1 and
//   2 (lanes of warp 0), write/read, byte offset 4 of temp. Across warps: at
//   off = 1 thread 32 reads temp[31] while thread 31 writes it.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_hs_scan_inplace_race(const float *in, float *out)
{
    __shared__ float temp[BLOCK];
    unsigned t = threadIdx.x, n = blockDim.x;
    temp[t] = in[blockIdx.x * n + t];
    __syncthreads();
    for (unsigned off = 1; off < n; off *= 2) {
        if (t >= off)
            temp[t] += temp[t - off];    // BUG: needs a barrier between read and write
        __syncthreads();
    }
    out[blockIdx.x * n + t] = temp[t];
}
