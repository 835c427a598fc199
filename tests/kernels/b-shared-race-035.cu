// b-shared-race-035 -- 3-D block: per-z-slice transpose through s[z][y][x]. SAFE.
// Thread (tx,ty,tz) writes s[tz][ty][tx], barrier, reads s[tz][tx][ty]:
// each z-slice has its own 8x8 plane.
// Expected: no shared-race.
// Launch: grid (2), block (8,8,4).
#define X 8
#define Y 8
#define Z 4

extern "C" __global__ void b_block3d_slices(float *out, const float *in)
{
    __shared__ float s[Z][Y][X];
    int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
    int l = (tz * blockDim.y + ty) * blockDim.x + tx;
    int g = blockIdx.x * (blockDim.x * blockDim.y * blockDim.z) + l;
    s[tz][ty][tx] = in[g];
    __syncthreads();
    out[g] = s[tz][tx][ty];
}
