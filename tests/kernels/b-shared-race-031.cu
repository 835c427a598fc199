// b-shared-race-031 -- array reversal through dynamic shared memory ("dynamicReverse"). SAFE.
// s[t] = in[g]; barrier; out[g] = s[B-1-t].
// Expected: no shared-race.
// Launch: grid (4), block (256), dynamic shared 1024 bytes.

extern "C" __global__ void b_dynsmem_reverse(int *out, const int *in)
{
    extern __shared__ int s[];
    int t = threadIdx.x;
    int B = blockDim.x;
    int g = blockIdx.x * B + t;
    s[t] = in[g];
    __syncthreads();
    out[g] = s[B - 1 - t];
}
