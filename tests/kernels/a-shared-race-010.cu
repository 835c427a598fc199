// a-shared-race-010.cu -- RACY (shared-race)
// Pattern: pre-Volta warp-synchronous last-warp reduction with neither
//   `volatile` nor __syncwarp(): plain shared loads and stores.
// Bug: the warp is not a scope on sm_70+ (PTX ISA 8.5); lanes of warp 0 are
//   not ordered. Lane 16 writes sdata[16] (step `+= sdata[tid + 32]`, or its
//   single merged store at -O3, see below) while lane 0 reads sdata[16] (step
//   `+= sdata[tid + 16]`). Threads 0 and 16 of warp 0, read/write, byte
//   offset 64 of sdata. (Plain accesses are weak: any unordered conflicting
//   pair races.)
// -O3: without volatile, nvcc keeps sdata[tid] in a register and emits one
//   store of sdata[tid] after the six loads of sdata[tid + o]; the race
//   between lane 16's store and lane 0's load of sdata[16] survives.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_warp_plain_race(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {                       // BUG: no volatile, no __syncwarp()
        sdata[tid] += sdata[tid + 32];
        sdata[tid] += sdata[tid + 16];
        sdata[tid] += sdata[tid + 8];
        sdata[tid] += sdata[tid + 4];
        sdata[tid] += sdata[tid + 2];
        sdata[tid] += sdata[tid + 1];
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
