// Hillis-Steele inclusive scan with double-buffered shared memory.
#define N 512
__global__ void scan_hillis_steele(const float *in, float *out, int n)
{
    __shared__ float buf[2][N];
    int tid = threadIdx.x;
    int gid = blockIdx.x * N + tid;
    int pout = 0, pin = 1;
    buf[pout][tid] = gid < n ? in[gid] : 0.0f;
    __syncthreads();
    for (int off = 1; off < N; off <<= 1) {
        pout = 1 - pout;
        pin = 1 - pout;
        if (tid >= off)
            buf[pout][tid] = buf[pin][tid] + buf[pin][tid - off];
        else
            buf[pout][tid] = buf[pin][tid];
        __syncthreads();
    }
    if (gid < n) out[gid] = buf[pout][tid];
}

// Exclusive scan (Blelloch up-sweep / down-sweep), integer.
__global__ void scan_blelloch(int *data)
{
    __shared__ int t[N];
    int tid = threadIdx.x;
    int *d = data + blockIdx.x * N;
    t[2 * tid] = d[2 * tid];
    t[2 * tid + 1] = d[2 * tid + 1];
    int off = 1;
    for (int s = N >> 1; s > 0; s >>= 1) {
        __syncthreads();
        if (tid < s) {
            int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1;
            t[bi] += t[ai];
        }
        off <<= 1;
    }
    if (tid == 0) t[N - 1] = 0;
    for (int s = 1; s < N; s <<= 1) {
        off >>= 1;
        __syncthreads();
        if (tid < s) {
            int ai = off * (2 * tid + 1) - 1, bi = off * (2 * tid + 2) - 1;
            int x = t[ai];
            t[ai] = t[bi];
            t[bi] += x;
        }
    }
    __syncthreads();
    d[2 * tid] = t[2 * tid];
    d[2 * tid + 1] = t[2 * tid + 1];
}
