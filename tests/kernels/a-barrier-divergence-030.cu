// a-barrier-divergence-030.cu -- DIVERGENT for this launch: blockDim.y = 4
// Pattern: a 2-D block where only row 0 (threadIdx.y == 0) loads a header into
//   shared memory and synchronizes -- written for 1-row blocks.
// Bug: with blockDim = (32, 4) threads (x, 0) reach bar.sync 0 and threads
//   (x, 1..3) do not: linear ids 0 and 32 (warps 0 and 1). With blockDim.y == 1
//   the same code is fine (a-barrier-divergence-031).
// Launch: --block 32,4 --grid 4.
extern "C" __global__ void a_row0_sync_2d_div(const float *in, float *out)
{
    __shared__ float hdr[32];
    unsigned tx = threadIdx.x, ty = threadIdx.y;
    unsigned i = (blockIdx.x * blockDim.y + ty) * blockDim.x + tx;
    float x = in[i];
    if (ty == 0) {
        hdr[tx] = x;
        __syncthreads();                  // BUG if blockDim.y > 1
        x += hdr[31 - tx];
    }
    out[i] = x;
}
