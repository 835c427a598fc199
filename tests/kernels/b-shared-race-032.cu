// b-shared-race-032 -- array reversal through dynamic shared memory, barrier REMOVED. BUGGY.
// Race (read-after-write): thread 0 reads s[255] while thread 255 writes s[255]:
// byte offset 1020 of the dynamic shared buffer.
// Launch: grid (4), block (256), dynamic shared 1024 bytes.

extern "C" __global__ void b_dynsmem_reverse_nobarrier(int *out, const int *in)
{
    extern __shared__ int s[];
    int t = threadIdx.x;
    int B = blockDim.x;
    int g = blockIdx.x * B + t;
    s[t] = in[g];
    // BUG: missing __syncthreads();
    out[g] = s[B - 1 - t];
}
