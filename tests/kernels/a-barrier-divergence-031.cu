// a-barrier-divergence-031.cu -- SAFE for this launch: blockDim.y = 1
// Pattern: the code of a-barrier-divergence-030 (kernel renamed), checked for
//   blocks of one row.
// Why safe here: with blockDim = (32, 1) every thread has threadIdx.y == 0, so
//   the branch is taken by all threads and the barrier is uniform. With
//   --block 32,4 it is divergent (a-barrier-divergence-030).
// Launch: --block 32,1 --grid 4.
extern "C" __global__ void a_row0_sync_2d_1row(const float *in, float *out)
{
    __shared__ float hdr[32];
    unsigned tx = threadIdx.x, ty = threadIdx.y;
    unsigned i = (blockIdx.x * blockDim.y + ty) * blockDim.x + tx;
    float x = in[i];
    if (ty == 0) {
        hdr[tx] = x;
        __syncthreads();
        x += hdr[31 - tx];
    }
    out[i] = x;
}
