// e-global-race-026.cu -- RACY (global-race)
// Pattern: 2-D block-tiled output: block (bx, by) owns the 16 x 16 tile at
//   rows by*16.., columns bx*16..; 8 threads per row loop over the columns.
// Bug: the column loop runs to c <= 16: thread (0, ty) of block (bx, by) also
//   writes column bx*16 + 16, the first column of the right neighbour's tile,
//   which block (bx+1, by) thread (0, ty) writes too.
// Launch: --block 8,16 --grid 8,8 (128 x 128).
#define T 16
#define W 128
extern "C" __global__ void e_tile_cols_overlap_race(const float *in, float *out)
{
    int row = blockIdx.y * T + threadIdx.y;
    int base = row * W + blockIdx.x * T;
    for (int c = threadIdx.x; c <= T; c += blockDim.x)  // BUG: c < T
        out[base + c] = 2.0f * in[base + c];
}
