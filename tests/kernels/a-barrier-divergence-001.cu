// a-barrier-divergence-001.cu -- DIVERGENT (barrier-divergence)
// Pattern: tree reduction with the __syncthreads() moved INSIDE `if (tid < s)`
//   ("only the active threads need to wait").
// Bug: bar.sync 0 (aligned, all threads of the CTA) is reached under the
//   thread-dependent condition tid < s. At level s = 128 threads 0..127 execute
//   it and threads 128..255 do not (e.g. thread 0 vs thread 128); at s = 16
//   even lanes 0..15 vs 16..31 of warp 0 disagree. Undefined behaviour; on
//   hardware exited threads count as arrived, so it often "works".
//   (With the barrier gone for the idle threads, the levels also race; the
//   rule that matters is barrier-divergence.)
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_barrier_in_if(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sdata[tid] += sdata[tid + s];
            __syncthreads();              // BUG: divergent barrier
        }
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
