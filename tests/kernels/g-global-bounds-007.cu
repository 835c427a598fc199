// g-global-bounds-007: the lookup wrapped to the table's size (kernel g_table_ok)
__device__ float g_table[256];

extern "C" __global__ void g_table_ok(float *out)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    out[t] = g_table[t % 256];              // RIGHT: the index stays below 256
}
