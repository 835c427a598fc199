// a-barrier-divergence-010.cu -- DIVERGENT (barrier-divergence)
// Pattern: a barrier inside a loop whose trip count is read per thread from
//   global memory (`iters[i]`, e.g. a per-row work count).
// Bug: two threads that load different counts reach bar.sync a different
//   number of times, e.g. thread 0 with iters[0] = 1 and thread 1 with
//   iters[1] = 2 (a witness picks the loaded values). NOTE: the dynamic run
//   fills every input with ones, so all threads agree at run time and
//   synccheck sees nothing -- the static verdict is about all inputs.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_loop_trip_loaded_div(const float *in, const unsigned *iters, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    unsigned m = iters[i];
    for (unsigned k = 0; k < m; ++k) {               // BUG: data-dependent trip count
        s[t] = x;
        __syncthreads();
        x = 0.5f * (x + s[(t + 1) % BLOCK]);
        __syncthreads();
    }
    out[i] = x;
}
