// a-barrier-divergence-012.cu -- DIVERGENT in the source (barrier-divergence);
//   see the .expected file for what each build keeps.
// Pattern: both arms of a thread-dependent if/else contain a __syncthreads():
//   `if (t < 128) { A; __syncthreads(); B; } else { C; __syncthreads(); D; }`.
// Bug: the two arms are different barrier instructions; an aligned barrier
//   requires all threads of the CTA to execute the SAME bar instruction
//   (threads 0 and 128 execute different ones). Undefined behaviour even
//   though every thread executes exactly one barrier. If a compiler merges
//   the two barriers into one after the branch, the divergence disappears
//   from that build's PTX.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_ifelse_two_barriers(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    if (t < 128) {
        s[t] = 2.0f * x;
        __syncthreads();                  // BUG: barrier in one arm ...
        x = s[t + 128];
    } else {
        s[t] = x + 1.0f;
        __syncthreads();                  // ... and another in the other arm
        x = s[t - 128];
    }
    out[i] = x;
}
