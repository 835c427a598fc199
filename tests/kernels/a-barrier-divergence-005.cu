// a-barrier-divergence-005.cu -- DIVERGENT (barrier-divergence)
// Pattern: `if (threadIdx.x < 32) __syncthreads();` -- "only the first warp
//   consumes the data, so only it needs to wait".
// Bug: bar.sync 0 counts every thread of the CTA; threads 0..31 execute it,
//   threads 32..255 never do (e.g. threads 0 and 32). Undefined behaviour
//   (on hardware warp 0 is released once the other warps have exited, so the
//   "synchronization" is an accident of timing).
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_if_tid_lt_32_sync(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    if (t < 32) {
        __syncthreads();                  // BUG: divergent barrier
        float acc = 0.0f;
        for (unsigned k = t; k < BLOCK; k += 32)
            acc += s[k];
        out[blockIdx.x * 32 + t] = acc;
    }
}
