// b-async-copy-race-005 -- 16-byte cp.async.cg through inline PTX, wait_all, barrier, neighbour read. SAFE.
// Each thread copies one float4 (16 bytes) of in[] to s[4t..4t+3] with
// `cp.async.cg.shared.global [s], [g], 16`, commits, `cp.async.wait_all`, then
// __syncthreads() before reading the neighbour's float4.
// Expected: no async-copy-race and no shared-race.
// Launch: grid (4), block (128).  sm_80+.
#define B 128

extern "C" __global__ void b_cpasync_asm_ok(float4 *out, const float4 *in)
{
    __shared__ __align__(16) float4 s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    unsigned dst = (unsigned)__cvta_generic_to_shared(&s[t]);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(dst), "l"(&in[g]) : "memory");
    asm volatile("cp.async.commit_group;\n" ::: "memory");
    asm volatile("cp.async.wait_all;\n" ::: "memory");
    __syncthreads();
    float4 a = s[t], b = s[(t + 1) % B];
    out[g] = make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
