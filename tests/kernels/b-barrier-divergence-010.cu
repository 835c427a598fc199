// b-barrier-divergence-010 -- forward substitution, correct form: uniform loop, condition inside. SAFE.
// Solves L x = b (64x64 lower-triangular) with one thread per row: every thread
// runs k = 0..63; in step k thread k publishes x[k], barrier, rows t > k use it.
// Expected: no barrier-divergence and no shared-race (x[k] is written in step k
// before the barrier and read after it; x[t] is written only by thread t).
// Launch: grid (1), block (64).
#define NR 64

extern "C" __global__ void b_trisolve_uniform(float *xout, const float *L, const float *b)
{
    __shared__ float x[NR];
    int t = threadIdx.x;
    float acc = b[t];
    for (int k = 0; k < NR; ++k) {
        if (t == k) x[k] = acc / L[k * NR + k];
        __syncthreads();
        if (t > k) acc -= L[t * NR + k] * x[k];
    }
    xout[t] = x[t];
}
