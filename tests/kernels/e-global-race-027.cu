// e-global-race-027.cu -- SAFE
// Pattern: 3-D 7-point Laplacian with 3-D blocks, out-of-place: boundary
//   threads leave early (if (...) return;), interior threads read seven
//   neighbours of u and write their own element of lap.
// Launch: --block 8,8,4 --grid 4,4,8 (32 x 32 x 32).
#define NX 32
#define NY 32
#define NZ 32
extern "C" __global__ void e_laplace3d_ok(const float *u, float *lap)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    if (x < 1 || y < 1 || z < 1 || x >= NX - 1 || y >= NY - 1 || z >= NZ - 1) return;
    int i = (z * NY + y) * NX + x;
    lap[i] = u[i - 1] + u[i + 1] + u[i - NX] + u[i + NX] + u[i - NX * NY] + u[i + NX * NY]
             - 6.0f * u[i];
}
