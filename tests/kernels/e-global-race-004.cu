// e-global-race-004.cu -- RACY (global-race)
// Pattern: block-tiled output with an off-by-one tile stride.
// Bug: block b writes out[b*255 + t], t < 256: the last element of block b is
//   the first of block b+1 (out[255] by block 0 thread 255 and block 1 thread 0).
// Launch: --block 256 --grid 8.
#define TILE 256
extern "C" __global__ void e_tiles_overlap(const float *in, float *out)
{
    int t = threadIdx.x;
    int g = blockIdx.x * (TILE - 1) + t;  // BUG: TILE - 1
    out[g] = in[blockIdx.x * TILE + t] + 1.0f;
}
