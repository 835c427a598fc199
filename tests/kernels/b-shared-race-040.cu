// b-shared-race-040 -- block-stride tile loop, trailing barrier REMOVED. BUGGY.
// As b-shared-race-039 without the second __syncthreads(): the next tile's
// store into s shares an interval with this tile's reversed reads.
// Race (write-after-read): thread 0 reads s[255] in iteration 0 while thread 255
// writes s[255] in iteration 1: byte offset 1020 of s. Needs n > gridDim.x*B.
// Launch: grid (4), block (256); n = 4096.
#define B 256

extern "C" __global__ void b_gridstride_tiles_notrailingbarrier(float *out, const float *in, int n)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    for (int base = blockIdx.x * B; base < n; base += gridDim.x * B) {
        int i = base + t;
        s[t] = (i < n) ? in[i] : 0.0f;
        __syncthreads();
        if (i < n)
            out[i] = s[B - 1 - t];
        // BUG: missing __syncthreads();
    }
}
