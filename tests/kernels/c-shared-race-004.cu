// c-shared-race-004.cu -- SAFE: the same helper reads its neighbour into a register before a barrier
// Pattern: c-shared-race-003 fixed: read p[t+1], barrier, then write p[t].
// Why safe: every read of the interval comes before every write.
// Launch: --block 64 --grid 2.
__device__ __noinline__ void smooth2(float *p, unsigned t)
{
    float right = p[t + 1];
    float self = p[t];
    __syncthreads();
    p[t] = 0.5f * (self + right);
}

extern "C" __global__ void c_generic_pointer_smooth_ok(const float *in, float *out)
{
    __shared__ float s[65];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * 64 + t];
    if (t == 0)
        s[64] = 0.0f;
    __syncthreads();
    smooth2(s, t);
    __syncthreads();
    out[blockIdx.x * 64 + t] = s[t];
}
