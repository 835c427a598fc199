// h-global-race-037.cu -- SAFE
// Pattern: semi-Lagrangian advection over a pitched 2-D field (cudaMallocPitch,
//   as the CUDA samples' fluidsGL advectParticles): each thread updates its
//   own particles part[fj] and reads the velocity field at a data-dependent
//   cell, (float2 *)((char *)v + yvi * pitch) + xvi, the pitch a size_t
//   parameter (8 bytes, like a pointer) multiplied by the row.
// Why safe: part[fj] is this thread's element (fj = row * dx + column, rows
//   and columns of distinct threads differ); v is only read, and is another
//   buffer (distinct parameters).
// Launch: --block 64,4 --grid 8,8, dx = dy = 512, lb = 16.
extern "C" __global__ void h_advect_pitched(float2 *part, const float2 *v, int dx, int dy, float dt, int lb,
                                            size_t pitch)
{
    int gx = blockIdx.x * blockDim.x + threadIdx.x;
    int gy = blockIdx.y * (lb * blockDim.y) + threadIdx.y * lb;
    if (gx >= dx)
        return;
    for (int p = 0; p < lb; p++) {
        int fi = gy + p;
        if (fi >= dy)
            break;
        int fj = fi * dx + gx;
        float2 pt = part[fj];
        int xv = (int)(pt.x * dx), yv = (int)(pt.y * dy);
        float2 vt = *((const float2 *)((const char *)v + yv * pitch) + xv);
        pt.x += dt * vt.x;
        pt.x -= (int)pt.x;
        pt.y += dt * vt.y;
        pt.y -= (int)pt.y;
        part[fj] = pt;
    }
}
