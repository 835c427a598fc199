// b-shared-race-029 -- two arrays carved from one dynamic shared buffer. SAFE.
// extern __shared__ float smem[] sized at launch to 2*blockDim.x floats;
// a = smem[0 .. B-1], b = smem[B .. 2B-1]. Each thread writes a[t] and b[t],
// barrier, then reads a[(t+1)%B] and b[B-1-t].
// Expected: no shared-race.
// Launch: grid (4), block (256), dynamic shared 2048 bytes.

extern "C" __global__ void b_dynsmem_carve(float *out, const float *in)
{
    extern __shared__ float smem[];
    unsigned B = blockDim.x;
    float *a = smem;
    float *b = smem + B;
    unsigned t = threadIdx.x;
    unsigned g = blockIdx.x * B + t;
    a[t] = in[g];
    b[t] = 2.0f * in[g];
    __syncthreads();
    out[g] = a[(t + 1) % B] + b[B - 1 - t];
}
