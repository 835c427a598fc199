// RACY: "warp-synchronous" last-warp reduction without __syncwarp().
// Pre-Volta code assumed the 32 lanes of a warp run in lockstep; since Volta
// (independent thread scheduling) lanes may diverge, so lane t can read
// v[t + 16] while lane t + 16 writes it: plain (weak) shared accesses that
// nothing orders, a data race in the PTX memory model.
// (With `volatile float *v` every access is strong and overlaps completely, so
// by the PTX model it is no longer a data race, but the sum still depends on
// the lanes' timing: warpsafe's race rules do not flag that logic bug.)
// Fix: __syncwarp() between the steps, or __shfl_down_sync / __reduce_add_sync.
#define BLOCK 256

__global__ void warp_reduce_race(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * BLOCK + tid];
    __syncthreads();
    for (unsigned s = BLOCK / 2; s > 32; s >>= 1) {   // block-wide levels: correct
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float *v = sdata;
        v[tid] += v[tid + 32];                        // WRONG: no __syncwarp() between steps
        v[tid] += v[tid + 16];
        v[tid] += v[tid + 8];
        v[tid] += v[tid + 4];
        v[tid] += v[tid + 2];
        v[tid] += v[tid + 1];
    }
    if (tid == 0) out[blockIdx.x] = sdata[0];
}
