// b-shared-race-037 -- the code of b-shared-race-036 (shared index ignores threadIdx.z),
// launched with blockDim.z = 1. SAFE for this launch.
// With a single z-layer, (tx,ty) is unique in the block: s[ty][tx] has one
// writer, and the reads s[tx][ty] come after the barrier. The verdict depends
// on the launch: the same code races for blockDim.z > 1 (b-shared-race-036).
// Expected: no shared-race for block (8,8,1).
// Launch: grid (2), block (8,8,1).
#define X 8
#define Y 8

extern "C" __global__ void b_block3d_ignores_z_flat(float *out, const float *in)
{
    __shared__ float s[Y][X];
    int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
    int l = (tz * blockDim.y + ty) * blockDim.x + tx;
    int g = blockIdx.x * (blockDim.x * blockDim.y * blockDim.z) + l;
    s[ty][tx] = in[g];                     // no tz in the index: fine only if blockDim.z == 1
    __syncthreads();
    out[g] = s[tx][ty];
}
