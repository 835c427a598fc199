// Hand-written inline PTX, including scoped register declarations.
__device__ __forceinline__ unsigned lane_id()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
    return r;
}

__device__ __forceinline__ int clamp_pos(int x)
{
    int r;
    asm("{\n\t"
        ".reg .pred p;\n\t"
        "setp.lt.s32 p, %1, 0;\n\t"
        "selp.s32 %0, 0, %1, p;\n\t"
        "}"
        : "=r"(r) : "r"(x));
    return r;
}

__device__ __forceinline__ float shfl_up_add(float v, int delta)
{
    float r;
    asm volatile("{\n\t"
                 ".reg .f32 t;\n\t"
                 ".reg .pred valid;\n\t"
                 "shfl.sync.up.b32 t|valid, %1, %2, 0, 0xffffffff;\n\t"
                 "@valid add.f32 t, t, %1;\n\t"
                 "mov.f32 %0, t;\n\t"
                 "}"
                 : "=f"(r) : "f"(v), "r"(delta));
    return r;
}

__global__ void inline_asm_kernel(const int *in, float *out, unsigned long long *clk)
{
    unsigned long long t0;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = clamp_pos(in[i]);
    float f = shfl_up_add((float)v, 1);
    unsigned smid;
    asm("mov.u32 %0, %%smid;" : "=r"(smid));
    asm volatile("bar.sync 1, 64;" ::: "memory");
    asm volatile("membar.cta;" ::: "memory");
    __shared__ float s[32];
    unsigned addr = (unsigned)__cvta_generic_to_shared(&s[lane_id()]);
    asm volatile("st.shared.f32 [%0], %1;" ::"r"(addr), "f"(f) : "memory");
    asm volatile("bar.warp.sync 0xffffffff;" ::: "memory");
    float g;
    asm volatile("ld.shared.f32 %0, [%1+4];" : "=f"(g) : "r"(addr));
    out[i] = g + smid;
    unsigned long long t1;
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(t1));
    if (lane_id() == 0) clk[i / 32] = t1 - t0;
}
