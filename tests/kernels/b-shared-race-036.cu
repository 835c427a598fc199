// b-shared-race-036 -- 3-D block whose shared index ignores threadIdx.z. BUGGY (when blockDim.z > 1).
// The kernel was written for 2-D blocks: s[ty][tx]. Launched with blockDim.z = 4
// all four z-layers write the same plane.
// Race (write-write): threads (0,0,0) and (0,0,1) both write s[0][0]: byte offset 0 of s
// (and (tx,ty,0) vs (tx,ty,z) for every tx, ty, z > 0).
// Launch: grid (2), block (8,8,4).  (Same code as b-shared-race-037, which uses block (8,8,1).)
#define X 8
#define Y 8

extern "C" __global__ void b_block3d_ignores_z(float *out, const float *in)
{
    __shared__ float s[Y][X];
    int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
    int l = (tz * blockDim.y + ty) * blockDim.x + tx;
    int g = blockIdx.x * (blockDim.x * blockDim.y * blockDim.z) + l;
    s[ty][tx] = in[g];                     // BUG: no tz in the index
    __syncthreads();
    out[g] = s[tx][ty];
}
