// b-barrier-divergence-008 -- thread-stride (grid-stride) loop with barriers inside. DIVERGENT.
// for (i = global thread id; i < n; i += stride) { stage through s; __syncthreads(); ... }
// The trip count depends on the thread: with n = 1000, 4x256 threads, threads
// 0..231 of block 3 run one iteration and threads 232..255 none.
// Witness: block 3, thread 0 (reaches bar.sync) vs thread 232 (never does).
// (b-shared-race-039 is the correct form: loop over tiles with a block-uniform bound.)
// Launch: grid (4), block (256); n = 1000 (fixed with --param).
#define B 256

extern "C" __global__ void b_gridstride_barrier_divergent(float *out, const float *in, int n)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    for (int i = blockIdx.x * B + t; i < n; i += gridDim.x * B) {
        s[t] = in[i];
        __syncthreads();                   // BUG: thread-dependent trip count
        out[i] = s[B - 1 - t];
        __syncthreads();
    }
}
