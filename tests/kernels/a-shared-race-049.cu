// a-shared-race-049.cu -- RACY (shared-race), vector access overlap
// Pattern: each thread stores a float4 (16 bytes, st.shared.v4.f32) into s at
//   element 4t, then -- without a barrier -- reads s[4t + 4] to combine with
//   its right neighbour's first element.
// Bug: thread t + 1's vector store covers bytes 16(t+1) .. 16(t+1)+15, which
//   include the 4 bytes of s[4t + 4] that thread t reads. Threads 0 and 1,
//   read (4 bytes)/vector write (16 bytes), byte offset 16 of s.
//   (s has 4 spare floats so thread 255 reads in bounds.)
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_vec4_overlap_race(const float4 *in, float *out)
{
    __shared__ __align__(16) float s[4 * 256 + 4];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    reinterpret_cast<float4 *>(s)[t] = in[i];
    if (t == 0)
        reinterpret_cast<float4 *>(s)[256] = make_float4(0.f, 0.f, 0.f, 0.f);
    float r = s[4 * t + 4];              // BUG: neighbour's element, no barrier
    out[i] = r;
}
