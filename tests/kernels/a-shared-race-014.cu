// a-shared-race-014.cu -- NOT A DATA RACE BY THE PTX MODEL (verified)
// Pattern: like a-shared-race-013 (one __syncwarp() per step) but through a
//   volatile pointer, as many codebases "fixed" the reduce4 warp phase.
// Per the model: within a step lane 0's ld.volatile of v[16] and lane 16's
//   st.volatile of v[16] are unordered, but both are .volatile (= .relaxed.sys
//   semantics), same size and full overlap: morally strong, hence no data
//   race. The result is still nondeterministic (lane 0 may read v[16] before or
//   after lane 16's update in that step). Every other access in the warp phase
//   is volatile too; thread 0's final plain read of sdata[0] follows the last
//   __syncwarp() and no other lane writes sdata[0].
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_warp_volatile_syncwarp(const float *in, float *out)
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
    if (tid < 32) {
        volatile float *v = sdata;
        v[tid] += v[tid + 32]; __syncwarp();
        v[tid] += v[tid + 16]; __syncwarp();
        v[tid] += v[tid +  8]; __syncwarp();
        v[tid] += v[tid +  4]; __syncwarp();
        v[tid] += v[tid +  2]; __syncwarp();
        v[tid] += v[tid +  1]; __syncwarp();
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
