// b-shared-race-023 -- 2-D 5-point stencil, bottom-halo row off by one. BUGGY.
// The bottom halo is stored into row T (= 16) instead of row T+1 (= 17).
// Race (write-write): thread (tx,0,0) writes the "halo" s[16][tx+1] while thread
// (tx,15,0) writes its interior cell s[15+1][tx+1] -- e.g. tx = 0: threads (0,0,0)
// and (0,15,0), byte offset (16*18 + 1)*4 = 1156 of s.
// Launch: grid (4,4), block (16,16).
#define T 16

extern "C" __global__ void b_stencil2d_halo_offbyone(float *out, const float *in)
{
    __shared__ float s[T + 2][T + 2];
    int W = gridDim.x * T, H = gridDim.y * T;
    int tx = threadIdx.x, ty = threadIdx.y;
    int gx = blockIdx.x * T + tx, gy = blockIdx.y * T + ty;
    s[ty + 1][tx + 1] = in[gy * W + gx];
    if (ty == 0) {
        int up = blockIdx.y * T - 1, dn = blockIdx.y * T + T;
        s[0][tx + 1] = in[(up < 0 ? 0 : up) * W + gx];
        s[T][tx + 1] = in[(dn >= H ? H - 1 : dn) * W + gx];   // BUG: row T+1
    }
    if (tx == 0) {
        int lf = blockIdx.x * T - 1, rt = blockIdx.x * T + T;
        s[ty + 1][0]     = in[gy * W + (lf < 0 ? 0 : lf)];
        s[ty + 1][T + 1] = in[gy * W + (rt >= W ? W - 1 : rt)];
    }
    __syncthreads();
    out[gy * W + gx] = s[ty + 1][tx] + s[ty + 1][tx + 2] + s[ty][tx + 1] + s[ty + 2][tx + 1]
                     - 4.0f * s[ty + 1][tx + 1];
}
