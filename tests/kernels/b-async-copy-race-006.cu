// b-async-copy-race-006 -- 16-byte cp.async.cg through inline PTX, committed but never waited for. BUGGY.
// As b-async-copy-race-005 without `cp.async.wait_all`: the barrier does not
// complete the copies.
// Race: thread 0 reads s[1] (bytes 16..31) while thread 1's 16-byte cp.async into
// s[1] may be in flight; byte offset 16 of s.
// Launch: grid (4), block (128).  sm_80+.
#define B 128

extern "C" __global__ void b_cpasync_asm_nowait(float4 *out, const float4 *in)
{
    __shared__ __align__(16) float4 s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    unsigned dst = (unsigned)__cvta_generic_to_shared(&s[t]);
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(dst), "l"(&in[g]) : "memory");
    asm volatile("cp.async.commit_group;\n" ::: "memory");
    // BUG: missing cp.async.wait_all / wait_group 0
    __syncthreads();
    float4 a = s[t], b = s[(t + 1) % B];
    out[g] = make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}
