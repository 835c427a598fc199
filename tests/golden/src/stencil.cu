// 1-D and 2-D stencils with halo cells loaded into shared memory.
#define R 3
#define BS 256
__global__ void stencil_1d(const float *in, float *out, int n)
{
    __shared__ float s[BS + 2 * R];
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int l = threadIdx.x + R;
    s[l] = g < n ? in[g] : 0.0f;
    if (threadIdx.x < R) {
        s[l - R] = g >= R ? in[g - R] : 0.0f;
        s[l + BS] = g + BS < n ? in[g + BS] : 0.0f;
    }
    __syncthreads();
    float r = 0.0f;
    for (int o = -R; o <= R; ++o) r += s[l + o];
    if (g < n) out[g] = r / (2 * R + 1);
}

#define BX 16
#define BY 16
__global__ void stencil_2d(const float *in, float *out, int nx, int ny)
{
    __shared__ float s[BY + 2][BX + 2];
    int x = blockIdx.x * BX + threadIdx.x, y = blockIdx.y * BY + threadIdx.y;
    int lx = threadIdx.x + 1, ly = threadIdx.y + 1;
    auto at = [&](int xx, int yy) { return (xx >= 0 && xx < nx && yy >= 0 && yy < ny) ? in[yy * nx + xx] : 0.0f; };
    s[ly][lx] = at(x, y);
    if (threadIdx.x == 0) s[ly][0] = at(x - 1, y);
    if (threadIdx.x == BX - 1) s[ly][BX + 1] = at(x + 1, y);
    if (threadIdx.y == 0) s[0][lx] = at(x, y - 1);
    if (threadIdx.y == BY - 1) s[BY + 1][lx] = at(x, y + 1);
    __syncthreads();
    if (x < nx && y < ny)
        out[y * nx + x] = 0.2f * (s[ly][lx] + s[ly][lx - 1] + s[ly][lx + 1] + s[ly - 1][lx] + s[ly + 1][lx]);
}
