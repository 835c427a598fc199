// b-shared-race-024 -- 2-D 9-point box stencil with halo rows, columns and corners. SAFE.
// Like b-shared-race-021, plus the four corner cells, loaded by thread (0,0)
// alone; the sum reads the 3x3 neighbourhood after one barrier.
// Expected: no shared-race (every tile cell has exactly one writer).
// Launch: grid (4,4), block (16,16).
#define T 16

__device__ __forceinline__ int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

extern "C" __global__ void b_stencil2d_box9(float *out, const float *in)
{
    __shared__ float s[T + 2][T + 2];
    int W = gridDim.x * T, H = gridDim.y * T;
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * T, y0 = blockIdx.y * T;
    int gx = x0 + tx, gy = y0 + ty;
    s[ty + 1][tx + 1] = in[gy * W + gx];
    if (ty == 0) {
        s[0][tx + 1]     = in[clampi(y0 - 1, 0, H - 1) * W + gx];
        s[T + 1][tx + 1] = in[clampi(y0 + T, 0, H - 1) * W + gx];
    }
    if (tx == 0) {
        s[ty + 1][0]     = in[gy * W + clampi(x0 - 1, 0, W - 1)];
        s[ty + 1][T + 1] = in[gy * W + clampi(x0 + T, 0, W - 1)];
    }
    if (tx == 0 && ty == 0) {
        int yl = clampi(y0 - 1, 0, H - 1), yh = clampi(y0 + T, 0, H - 1);
        int xl = clampi(x0 - 1, 0, W - 1), xh = clampi(x0 + T, 0, W - 1);
        s[0][0]         = in[yl * W + xl];
        s[0][T + 1]     = in[yl * W + xh];
        s[T + 1][0]     = in[yh * W + xl];
        s[T + 1][T + 1] = in[yh * W + xh];
    }
    __syncthreads();
    float r = 0.0f;
    for (int dy = 0; dy < 3; ++dy)
        for (int dx = 0; dx < 3; ++dx)
            r += s[ty + dy][tx + dx];
    out[gy * W + gx] = r * (1.0f / 9.0f);
}
