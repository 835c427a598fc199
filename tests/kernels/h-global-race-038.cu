// h-global-race-038.cu -- RACY
// Pattern: h-global-race-037's advection writing the velocity field back at
//   the data-dependent cell it read (a "splat" of the particle's velocity
//   into the pitched field, without atomics).
// The race: two particles in one cell (equal (xv, yv) from different
//   threads) store the same float2 of v; what each stores depends on its own
//   particle, so the two stores may differ.
// Launch: --block 64,4 --grid 8,8, dx = dy = 512, lb = 16.
extern "C" __global__ void h_splat_pitched(float2 *part, float2 *v, int dx, int dy, float dt, int lb, size_t pitch)
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
        float2 *cell = (float2 *)((char *)v + yv * pitch) + xv;
        float2 vt = *cell;
        vt.x += dt * pt.x;
        vt.y += dt * pt.y;
        *cell = vt;
    }
}
