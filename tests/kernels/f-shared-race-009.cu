// f-shared-race-009 -- 008 without the __syncwarp(). RACY.
// The epilogue of a Hopper GEMM: stmatrix.x4 stores four 8x8 matrices of the
// warp's fragments, each lane naming one 16-byte row (lane l: row l of its warp's
// 32-row tile); __syncwarp() orders the stores, then lane l copies row (l + 1) % 32
// out with a plain 16-byte load -- here with no __syncwarp() in between: lane l may read
// row (l + 1) % 32 before lane l + 1 stored it. Expected: shared-race. Launch: grid (2),
// block (64). sm_90+.
#include <cstdint>

extern "C" __global__ void f_stmatrix_nosync(uint4 *out, const unsigned *in)
{
    __shared__ alignas(16) uint4 rows[64];
    unsigned t = threadIdx.x, w = t / 32, l = t % 32;
    unsigned r0 = in[t], r1 = in[t + 64], r2 = in[t + 128], r3 = in[t + 192];
    unsigned a = (unsigned)__cvta_generic_to_shared(&rows[w * 32 + l]);
    asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};\n"
                 :: "r"(a), "r"(r0), "r"(r1), "r"(r2), "r"(r3) : "memory");
    out[blockIdx.x * 64 + t] = rows[w * 32 + (l + 1) % 32];
}
