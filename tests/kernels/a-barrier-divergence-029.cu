// a-barrier-divergence-029.cu -- DIVERGENT (barrier-divergence)
// Pattern: __syncthreads_count(pred) (bar.red.popc) called only by the first
//   half of the block: `if (t < 128) n = __syncthreads_count(x > 0);`.
// Bug: bar.red is a CTA barrier like bar.sync; threads 0..127 execute it,
//   threads 128..255 do not (e.g. threads 0 and 128).
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_bar_red_divergent(const float *in, unsigned *out)
{
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    unsigned n = 0;
    if (t < 128)
        n = __syncthreads_count(x > 0.0f);   // BUG: divergent
    out[i] = n;
}
