// a-barrier-divergence-026.cu -- SAFE
// Pattern: warp-specialized code with a NON-aligned named barrier: warps 0,1
//   (tid < 64) synchronize on `barrier.sync 1, 64` inside their role branch;
//   warps 2,3 do other work and never touch barrier 1.
// Why safe: `barrier.sync` without .aligned may be executed in divergent code;
//   exactly the 64 threads that the count names (two whole warps) arrive. No
//   bar.sync 0 is involved. Shared: warps 0,1 write s[t], read s[t ^ 32]
//   (the other participating warp) after the barrier.
// Launch: --block 128 --grid 4.
extern "C" __global__ void a_named_bar_role_ok(const float *in, float *out)
{
    __shared__ float s[64];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    if (t < 64) {
        s[t] = x;
        asm volatile("barrier.sync 1, 64;" ::: "memory");
        x += s[t ^ 32];
    } else {
        x *= 2.0f;
    }
    out[i] = x;
}
