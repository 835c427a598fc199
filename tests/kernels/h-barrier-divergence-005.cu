// h-barrier-divergence-005.cu -- SAFE
// Pattern: explicit heat diffusion on rod segments, one segment of 256 cells
//   per block with fixed zero ends, `steps` time steps (a kernel parameter);
//   inside the step loop a barrier pair sits under `if (diffuse > 0)` (a
//   kernel parameter: the same for every thread), so every thread of the
//   block takes the same branch in every iteration.
// Launch: --block 256 --grid 32, steps 0..64, diffuse -4..4.
#define BLOCK 256

extern "C" __global__ void h_heat_steps(float *u, int steps, int diffuse)
{
    __shared__ float tile[BLOCK + 2];
    unsigned tid = threadIdx.x;
    unsigned g = blockIdx.x * BLOCK + tid;
    float cur = u[g];
    if (tid == 0) {
        tile[0] = 0.0f;
        tile[BLOCK + 1] = 0.0f;
    }
    for (int s = 0; s < steps; ++s) {
        if (diffuse > 0) {
            tile[tid + 1] = cur;
            __syncthreads();
            cur = 0.25f * tile[tid] + 0.5f * tile[tid + 1] + 0.25f * tile[tid + 2];
            __syncthreads();
        } else {
            cur = 0.99f * cur;
        }
    }
    u[g] = cur;
}
