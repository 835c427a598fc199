// e-global-race-003.cu -- SAFE
// Pattern: block-tiled output: block b writes out[b*256 .. b*256+255], one
//   element per thread, after a shared-memory smoothing step.
// Launch: --block 256 --grid 8.
#define TILE 256
extern "C" __global__ void e_tiles_ok(const float *in, float *out)
{
    __shared__ float s[TILE + 2];
    int t = threadIdx.x, g = blockIdx.x * TILE + t;
    s[t + 1] = in[g];
    if (t == 0) s[0] = 0.0f;
    if (t == TILE - 1) s[TILE + 1] = 0.0f;
    __syncthreads();
    out[g] = (s[t] + s[t + 1] + s[t + 2]) / 3.0f;
}
