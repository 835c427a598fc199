// a-shared-race-050.cu -- SAFE, vector access, own bytes only
// Pattern: like a-shared-race-049, but the thread reads s[4t + 3], the last
//   element of ITS OWN float4, before the barrier, and the neighbour's s[4t+4]
//   only after the barrier.
// Why safe: bytes 16t+12 .. 16t+15 lie inside thread t's own 16-byte vector
//   store; no other thread's vector store covers them. A checker must compare
//   byte ranges exactly (vector width 16, element width 4).
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_vec4_own_ok(const float4 *in, float *out)
{
    __shared__ __align__(16) float s[4 * 256 + 4];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    reinterpret_cast<float4 *>(s)[t] = in[i];
    if (t == 0)
        reinterpret_cast<float4 *>(s)[256] = make_float4(0.f, 0.f, 0.f, 0.f);
    float mine = ((volatile float *)s)[4 * t + 3];
    __syncthreads();
    out[i] = mine + s[4 * t + 4];
}
