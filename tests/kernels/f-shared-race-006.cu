// f-shared-race-006 -- 005 without the __syncwarp(). RACY.
// The fragment load of a tensor-core mainloop (CUTLASS, Triton on sm_80): each lane
// stores one 16-byte row of its warp's 32-row tile, __syncwarp() orders the stores
// among the warp's lanes, and ldmatrix.x4 reads four 8x8 matrices whose row
// addresses the lanes give: lane l names row (l + 1) % 32, a row lane l + 1 wrote.
// Here the __syncwarp() is missing: lane l may read row (l + 1) % 32 while lane l + 1
// still stores it (no order among the lanes of a warp on sm_70+). Expected: shared-race. Launch: grid (2), block (64): two warps, one tile each.
// sm_75+.
#include <cstdint>

extern "C" __global__ void f_ldmatrix_nosync(unsigned *out, const uint4 *in)
{
    __shared__ alignas(16) uint4 rows[64];  // 64 rows of 8 halves
    unsigned t = threadIdx.x, w = t / 32, l = t % 32;
    rows[t] = in[blockIdx.x * 64 + t];
    unsigned a = (unsigned)__cvta_generic_to_shared(&rows[w * 32 + (l + 1) % 32]);
    unsigned r0, r1, r2, r3;
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
                 : "r"(a));
    out[blockIdx.x * 64 + t] = r0 ^ r1 ^ r2 ^ r3;
}
