// b-shared-race-039 -- block-stride loop over tiles, each staged through shared memory. SAFE.
// for (base = blockIdx.x*B; base < n; base += gridDim.x*B): the trip count is
// uniform within a block. Each tile is written to s, barrier, read reversed,
// barrier (before the next tile overwrites s).
// Expected: no shared-race.
// Launch: grid (4), block (256); n = 4096 (4 tiles per block).
#define B 256

extern "C" __global__ void b_gridstride_tiles(float *out, const float *in, int n)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    for (int base = blockIdx.x * B; base < n; base += gridDim.x * B) {
        int i = base + t;
        s[t] = (i < n) ? in[i] : 0.0f;
        __syncthreads();
        if (i < n)
            out[i] = s[B - 1 - t];
        __syncthreads();
    }
}
