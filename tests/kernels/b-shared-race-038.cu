// b-shared-race-038 -- 3-D block, linear thread index computed with the wrong z stride. BUGGY.
// l = tx + ty*Bx + tz*Bx  (should be tz*Bx*By), so distinct threads collide.
// Race (write-write): thread (0,1,0) and thread (0,0,1) both get l = 8 and write
// s[8]: byte offset 32 of s.
// Launch: grid (2), block (8,8,4).
#define NT 256

extern "C" __global__ void b_block3d_bad_linear(float *out, const float *in)
{
    __shared__ float s[NT];
    int tx = threadIdx.x, ty = threadIdx.y, tz = threadIdx.z;
    int nt = blockDim.x * blockDim.y * blockDim.z;
    int l = tx + ty * blockDim.x + tz * blockDim.x;        // BUG: tz * blockDim.x * blockDim.y
    int lg = (tz * blockDim.y + ty) * blockDim.x + tx;      // correct index, for global memory
    int g = blockIdx.x * nt + lg;
    s[l] = in[g];
    __syncthreads();
    out[g] = s[(l + 1) % nt];
}
