// a-barrier-divergence-017.cu -- SAFE
// Pattern: partial-mask warp barrier executed exactly by its members:
//   `if (lane < 16) { ...; __syncwarp(0x0000ffff); ... }`.
// Why safe: only lanes 0..15 execute the bar.warp.sync, all of them are in
//   mask 0xffff, and all members of the mask execute it. They read the
//   mirrored lane 15 - lane (also < 16) after it.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_syncwarp_partial_mask_ok(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x, lane = tid & 31, base = tid & ~31u;
    unsigned i = blockIdx.x * blockDim.x + tid;
    float r = in[i];
    if (lane < 16) {
        s[tid] = r;
        __syncwarp(0x0000ffffu);
        r = s[base + 15 - lane];
    }
    out[i] = r;
}
