// f-shared-race-007 -- ldmatrix.x2: only lanes 0-15 give row addresses. SAFE.
// ldmatrix.x2 reads two 8x8 matrices: rows from the addresses of lanes 0..15; the
// address operand of lanes 16..31 is ignored. Here lanes 16..31 compute an address in
// the other warp's half of the tile, which that warp is storing at the same time:
// harmless, since ldmatrix does not read it. Each warp stores its own 16 rows,
// __syncwarp(), then loads them with lanes 0..15 naming row (l + 1) % 16.
// Expected: no shared-race. Launch: grid (2), block (64). sm_75+.
#include <cstdint>

extern "C" __global__ void f_ldmatrix_x2_lanes(unsigned *out, const uint4 *in)
{
    __shared__ alignas(16) uint4 rows[32];  // 16 rows per warp
    unsigned t = threadIdx.x, w = t / 32, l = t % 32;
    if (l < 16)
        rows[w * 16 + l] = in[blockIdx.x * 32 + w * 16 + l];
    __syncwarp();
    unsigned row = l < 16 ? w * 16 + (l + 1) % 16 : (1 - w) * 16 + (l - 16);  // lanes 16..31: ignored
    unsigned a = (unsigned)__cvta_generic_to_shared(&rows[row]);
    unsigned r0, r1;
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n" : "=r"(r0), "=r"(r1) : "r"(a));
    out[blockIdx.x * 64 + t] = r0 ^ r1;
}
