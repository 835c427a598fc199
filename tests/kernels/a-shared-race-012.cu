// a-shared-race-012.cu -- RACY (shared-race)
// Pattern: volatile last-warp reduction where the first step was written
//   against the plain array (sdata) instead of the volatile pointer -- a
//   realistic slip when the warp phase is hand-unrolled.
// Bug: lane 16 stores sdata[16] with a PLAIN st.shared (first step,
//   sdata[16] += sdata[48]) while lane 0 loads v[16] with ld.volatile.shared
//   (second step, v[0] += v[16]); no __syncwarp() orders them. A weak store and
//   a strong load are not morally strong, so the pair is a data race. Threads 0
//   and 16 of warp 0, volatile read/plain write, byte offset 64 of sdata.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_warp_volatile_mixed(const float *in, float *out)
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
        sdata[tid] += sdata[tid + 32];    // BUG: plain access, not through v
        volatile float *v = sdata;
        v[tid] += v[tid + 16];
        v[tid] += v[tid + 8];
        v[tid] += v[tid + 4];
        v[tid] += v[tid + 2];
        v[tid] += v[tid + 1];
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
