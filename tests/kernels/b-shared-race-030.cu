// b-shared-race-030 -- two arrays carved from dynamic shared memory, overlapping by one element. BUGGY.
// As b-shared-race-029 but the second array starts at smem + B - 1 (off by one),
// so a[B-1] and b[0] are the same float.
// Race (write-write, one interval): thread 255 writes a[255] while thread 0
// writes b[0] -- both byte offset 1020 of the dynamic shared buffer.
// Launch: grid (4), block (256), dynamic shared 2048 bytes.

extern "C" __global__ void b_dynsmem_carve_overlap(float *out, const float *in)
{
    extern __shared__ float smem[];
    unsigned B = blockDim.x;
    float *a = smem;
    float *b = smem + B - 1;                    // BUG: should be smem + B
    unsigned t = threadIdx.x;
    unsigned g = blockIdx.x * B + t;
    a[t] = in[g];
    b[t] = 2.0f * in[g];
    __syncthreads();
    out[g] = a[(t + 1) % B] + b[B - 1 - t];
}
