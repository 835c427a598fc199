// h-barrier-divergence-003.cu -- SAFE
// Pattern: block-partial sums over a length that lives in device memory (n
//   written by an earlier compaction kernel; *n_ptr is read, never written,
//   by this kernel). A block-strided loop over tiles of 256 that leaves with
//   `if (base >= *n_ptr) break;`: every thread loads the same word that
//   nothing writes during the launch, so the break is uniform and every
//   thread runs the same number of iterations, each with a shared-memory tree
//   reduction (barriers inside the loop and inside the inner loop).
// Launch: --block 256 --grid 64.
#define BLOCK 256

extern "C" __global__ void h_tile_sum_dev_n(const float *in, const int *n_ptr, float *block_sums)
{
    __shared__ float s[BLOCK];
    unsigned tid = threadIdx.x;
    float acc = 0.0f;
    for (int base = blockIdx.x * BLOCK; ; base += gridDim.x * BLOCK) {
        int n = *n_ptr;
        if (base >= n)
            break;
        int i = base + tid;
        s[tid] = i < n ? in[i] : 0.0f;
        __syncthreads();
        for (unsigned k = BLOCK / 2; k > 0; k >>= 1) {
            if (tid < k)
                s[tid] += s[tid + k];
            __syncthreads();
        }
        if (tid == 0)
            acc += s[0];
        __syncthreads();
    }
    if (tid == 0)
        block_sums[blockIdx.x] = acc;
}
