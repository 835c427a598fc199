// a-barrier-divergence-007.cu -- DIVERGENT (barrier-divergence)
// Pattern: a barrier inside a loop whose trip count depends on threadIdx.x
//   (each thread processes threadIdx.x % 4 + 1 "stages").
// Bug: thread 0 runs the loop once and reaches bar.sync once, thread 1 twice,
//   thread 3 four times: threads of one block (even lanes of one warp, e.g.
//   lanes 0 and 1 of warp 0) reach the barrier a different number of times.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_loop_trip_tid_div(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    for (unsigned k = 0; k < t % 4 + 1; ++k) {       // BUG: thread-dependent trip count
        s[t] = x;
        __syncthreads();
        x += s[(t + 1) % BLOCK];
        __syncthreads();
    }
    out[i] = x;
}
