// Kernels whose device functions are defined in lib.cu (nvcc -rdc=true):
// warpsafe links each .extern .func to lib.ptx's definition by name when
// both files are inputs of one run (tests/e2e/link.sh).
extern __device__ unsigned g_count;
extern __device__ float block_sum(float *s, float v);
extern __device__ void store_slot(float *out, unsigned i, float v);
extern __device__ void count_one();

// Race-free: one thread per block stores the block's sum.
__global__ void reduce_rows(const float *in, float *out)
{
    __shared__ float s[256];
    float r = block_sum(s, in[blockIdx.x * blockDim.x + threadIdx.x]);
    if (threadIdx.x == 0)
        store_slot(out, blockIdx.x, r);
}

// Racy: every thread of a block stores to the block's slot (the guard is
// missing), inside the linked store_slot.
__global__ void reduce_rows_race(const float *in, float *out)
{
    __shared__ float s[256];
    float r = block_sum(s, in[blockIdx.x * blockDim.x + threadIdx.x]);
    store_slot(out, blockIdx.x, r);
}

// Racy: thread 0 reads the counter plainly while other blocks' threads
// add to it in the linked count_one (g_count is one variable in both files).
__global__ void count_and_peek(unsigned *out)
{
    count_one();
    if (threadIdx.x == 0)
        out[blockIdx.x] = g_count;
}
