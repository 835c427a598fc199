// c-shared-race-003.cu -- RACY: a device function writes through a generic pointer into shared memory
// Pattern: a __noinline__ helper smooths p[t] with p[t+1] in place.
// Why racy: thread t reads p[t+1] while thread t+1 writes it.
// Launch: --block 64 --grid 2.
__device__ __noinline__ void smooth(float *p, unsigned t)
{
    p[t] = 0.5f * (p[t] + p[t + 1]);      // BUG: neighbour written in the same interval
}

extern "C" __global__ void c_generic_pointer_smooth(const float *in, float *out)
{
    __shared__ float s[65];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * 64 + t];
    if (t == 0)
        s[64] = 0.0f;
    __syncthreads();
    smooth(s, t);
    __syncthreads();
    out[blockIdx.x * 64 + t] = s[t];
}
