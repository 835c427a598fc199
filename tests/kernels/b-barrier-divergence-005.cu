// b-barrier-divergence-005 -- forward substitution with the barrier in a loop of t iterations. DIVERGENT.
// Solves L x = b for a 64x64 lower-triangular L, row t per thread; the loop over
// the already-solved unknowns runs t times and contains __syncthreads(), so
// thread t executes the barrier t times: a thread-dependent number of times.
// Witness: thread 0 (never reaches the barrier) vs thread 1 (reaches it once), block 0.
// Launch: grid (1), block (64).
#define NR 64

extern "C" __global__ void b_trisolve_divergent(float *xout, const float *L, const float *b)
{
    __shared__ float x[NR];
    int t = threadIdx.x;
    float acc = b[t];
    for (int k = 0; k < t; ++k) {
        __syncthreads();                   // BUG: executed t times by thread t
        acc -= L[t * NR + k] * x[k];
    }
    x[t] = acc / L[t * NR + t];
    xout[t] = x[t];
}
