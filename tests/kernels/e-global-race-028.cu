// e-global-race-028.cu -- RACY (global-race)
// Pattern: 3-D element-wise kernel with 3-D blocks.
// Bug: z = blockIdx.z * blockDim.z drops threadIdx.z: the 4 z-layers of
//   threads of a block compute the same voxel index and all write it.
// Launch: --block 8,8,4 --grid 4,4,8 (32 x 32 x 32).
#define NX 32
#define NY 32
extern "C" __global__ void e_vol3d_drop_z_race(const float *in, float *out)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z;  // BUG: + threadIdx.z
    int i = (z * NY + y) * NX + x;
    out[i] = in[i] * in[i];
}
