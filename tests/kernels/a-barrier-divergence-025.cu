// a-barrier-divergence-025.cu -- DIVERGENT (barrier-divergence)
// Pattern: a uniform loop (8 rounds) containing a barrier, with a
//   thread-dependent `break` ("this thread has converged").
// Bug: thread t leaves after round t % 8, so threads 0 and 1 of warp 0 reach
//   the barrier a different number of times (thread 0 breaks in round 0 before
//   any barrier, thread 1 passes one barrier first).
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_loop_break_tid_div(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    for (unsigned r = 0; r < 8; ++r) {
        if (r == t % 8)
            break;                        // BUG: thread-dependent exit from a loop with a barrier
        s[t] = x;
        __syncthreads();
        x = 0.5f * (x + s[(t + 1) % BLOCK]);
        __syncthreads();
    }
    out[i] = x;
}
