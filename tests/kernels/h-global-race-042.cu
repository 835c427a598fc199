// h-global-race-042.cu -- RACY
// Pattern: h-global-race-041's struct of arguments for a smoothing pass
//   written in place: out[i] and out[i + 1] both updated by thread i (a
//   port that fused two loops).
// The race: thread g writes out[g + 1], which thread g + 1 writes as its
//   out[i] (both plain stores of values computed from their own inputs).
// Launch: --block 256 --grid 64.
struct SmoothArgs {
    const float *x;
    const float *y;
    float *out;
    float a;
    int n;
};

extern "C" __global__ void h_smooth_struct(SmoothArgs p)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i + 1 < p.n; i += blockDim.x * gridDim.x) {
        p.out[i] = p.a * p.x[i] + p.y[i];
        p.out[i + 1] = p.a * p.x[i + 1] - p.y[i];
    }
}
