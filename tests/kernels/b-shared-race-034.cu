// b-shared-race-034 -- int and float arrays carved from one raw dynamic buffer, wrong element size in the offset. BUGGY.
// counts = (int*)raw holds B ints (4B bytes), but vals is placed at
// raw + B*sizeof(short) = 2B bytes, so vals[0 .. B/2-1] overlaps counts[B/2 .. B-1].
// Race (write-write): thread 128 writes counts[128] (byte 512) while thread 0
// writes vals[0] (byte 2*256 = 512): byte offset 512 of the dynamic buffer.
// Launch: grid (4), block (256), dynamic shared 2048 bytes.

extern "C" __global__ void b_dynsmem_mixed_types_overlap(float *out, const int *keys, const float *in)
{
    extern __shared__ unsigned char raw[];
    unsigned B = blockDim.x;
    int *counts = (int *)raw;
    float *vals = (float *)(raw + B * sizeof(short));   // BUG: should be sizeof(int)
    unsigned t = threadIdx.x;
    unsigned g = blockIdx.x * B + t;
    counts[t] = keys[g] & 15;
    vals[t] = in[g];
    __syncthreads();
    out[g] = vals[B - 1 - t] * (float)counts[(t + 1) % B];
}
