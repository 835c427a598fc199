// Thread-geometry patterns: 3-D blocks, grid-stride loops, early exit,
// data-dependent (gather/scatter) indices, __launch_bounds__.

// 3-D block over a volume; shared tile indexed by all three thread dims.
__global__ void __launch_bounds__(512, 2) volume_3d(const float *in, float *out, int nx, int ny, int nz)
{
    __shared__ float tile[8][8][8];
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    bool inside = x < nx && y < ny && z < nz;
    tile[threadIdx.z][threadIdx.y][threadIdx.x] = inside ? in[(z * ny + y) * nx + x] : 0.0f;
    __syncthreads();
    if (inside)
        out[(z * ny + y) * nx + x] = tile[threadIdx.z][threadIdx.y][threadIdx.x] +
                                     tile[(threadIdx.z + 1) & 7][threadIdx.y][threadIdx.x];
}

// Grid-stride loop (any grid size covers any n).
__global__ void __launch_bounds__(256) saxpy_grid_stride(int n, float a, const float *x, float *y)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}

// Early-exit threads: threads past n return before the barrier (a classic bug
// pattern: __syncthreads after divergent return).
__global__ void early_exit(const int *in, int *out, int n)
{
    __shared__ int s[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    s[threadIdx.x] = in[i];
    __syncthreads();
    out[i] = s[127 - threadIdx.x];
}

// Data-dependent indices: gather through an index array, scatter with atomics,
// and a shared-memory write at a data-dependent slot.
__global__ void __launch_bounds__(128, 4) gather_scatter(const int *idx, const float *src, float *dst, int *cnt, int n)
{
    __shared__ float s[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int j = idx[i];
        s[j & 127] = src[j];
        atomicAdd(&cnt[j % 64], 1);
    }
    __syncthreads();
    if (i < n) dst[i] = s[threadIdx.x];
}

// A struct passed by value (kernel .param of .b8 array type), __grid_constant__,
// a register cap (__maxnreg__ gives .maxnreg), and a loop kept rolled with
// #pragma unroll 1 (gives .pragma "nounroll").
struct Params { float scale; int n; const float *src; float *dst; };

__global__ void __maxnreg__(32) by_value(const __grid_constant__ Params p)
{
#pragma unroll 1
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < p.n; i += blockDim.x * gridDim.x)
        p.dst[i] = p.src[i] * p.scale;
}
