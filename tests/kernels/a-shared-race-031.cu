// a-shared-race-031.cu -- RACY (shared-race)
// Pattern: shared-memory histogram (a-shared-race-030) that increments the bin
//   with a plain `h[in[i]]++` instead of atomicAdd.
// Bug: two threads whose input bytes are equal read-modify-write the same bin
//   with plain ld/st. E.g. threads 0 and 1 of block 0 with in[0] == in[1] == 1
//   (the dynamic test fills the input with ones) both load and store h[1]:
//   write/write and read/write, byte offset 4 of h. (The race needs equal
//   loaded bytes: a witness picks the loaded values.)
// Launch: --block 256 --grid 4 --param n (PTX name a_hist_shared_plain_race_param_2) = 1024.
#define NBINS 256

extern "C" __global__ void a_hist_shared_plain_race(const unsigned char *in, unsigned *bins, unsigned n)
{
    __shared__ unsigned h[NBINS];
    for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
        h[b] = 0;
    __syncthreads();
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        h[in[i]]++;                       // BUG: not atomic
    __syncthreads();
    for (unsigned b = threadIdx.x; b < NBINS; b += blockDim.x)
        atomicAdd(&bins[b], h[b]);
}
