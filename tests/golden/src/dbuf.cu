// Double buffering with dynamic shared memory (extern __shared__): while the
// block computes on one half, it loads the next tile into the other half.
extern __shared__ float dsmem[];

__global__ void double_buffer(const float *in, float *out, int tiles)
{
    float *buf0 = dsmem;
    float *buf1 = dsmem + blockDim.x;
    int t = threadIdx.x;
    const float *src = in + (size_t)blockIdx.x * tiles * blockDim.x;
    buf0[t] = src[t];
    __syncthreads();
    float acc = 0.0f;
    for (int i = 0; i < tiles; ++i) {
        float *cur = (i & 1) ? buf1 : buf0;
        float *nxt = (i & 1) ? buf0 : buf1;
        if (i + 1 < tiles) nxt[t] = src[(i + 1) * blockDim.x + t];
        acc += cur[(t + 1) % blockDim.x] * cur[t];
        __syncthreads();
    }
    out[blockIdx.x * blockDim.x + t] = acc;
}

// Dynamic shared memory reinterpreted as two differently-typed arrays.
extern __shared__ __align__(16) unsigned char raw_smem[];
__global__ void dyn_smem_mixed(const double *a, const int *b, double *out, int n)
{
    double *sd = reinterpret_cast<double *>(raw_smem);
    int *si = reinterpret_cast<int *>(raw_smem + n * sizeof(double));
    int t = threadIdx.x;
    if (t < n) { sd[t] = a[t]; si[t] = b[t]; }
    __syncthreads();
    if (t < n) out[t] = sd[n - 1 - t] * si[t];
}
