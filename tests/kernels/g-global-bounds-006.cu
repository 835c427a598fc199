// g-global-bounds-006: a lookup in a __device__ table of 256 entries, indexed by the thread (kernel g_table_overrun)
__device__ float g_table[256];

extern "C" __global__ void g_table_overrun(float *out)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = g_table[t];                    // BUG: 512 threads, 256 entries: t >= 256 reads past the table
}
