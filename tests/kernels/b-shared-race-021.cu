// b-shared-race-021 -- 2-D 5-point stencil, 16x16 block, 18x18 tile with a 1-cell halo. SAFE.
// Interior: thread (tx,ty) stores s[ty+1][tx+1]. Halo: threads of row ty == 0
// store the top row s[0][tx+1] and the bottom row s[17][tx+1]; threads of
// column tx == 0 store s[ty+1][0] and s[ty+1][17] (clamped at the image edge).
// One barrier, then the stencil reads the four neighbours.
// Expected: no shared-race.
// Launch: grid (4,4), block (16,16); image 64x64 (= gridDim*16).
#define T 16

extern "C" __global__ void b_stencil2d(float *out, const float *in)
{
    __shared__ float s[T + 2][T + 2];
    int W = gridDim.x * T, H = gridDim.y * T;
    int tx = threadIdx.x, ty = threadIdx.y;
    int gx = blockIdx.x * T + tx, gy = blockIdx.y * T + ty;
    s[ty + 1][tx + 1] = in[gy * W + gx];
    if (ty == 0) {
        int up = blockIdx.y * T - 1, dn = blockIdx.y * T + T;
        s[0][tx + 1]     = in[(up < 0 ? 0 : up) * W + gx];
        s[T + 1][tx + 1] = in[(dn >= H ? H - 1 : dn) * W + gx];
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
