// h-global-race-029.cu -- SAFE
// Pattern: variable-size output through one global tail counter: a thread
//   whose edge is a bidirectional one (flag bit 0 of its weight) emits both
//   directions, the others one: k = 1 or 2 words reserved with
//   p = atomicAdd(tail, k), then out[p] and, for k = 2, out[p + 1].
// Why safe: the additions on *tail happen one after another, each later
//   value at least the earlier one plus the earlier's k (k is computed, at
//   least 1), so the words of two threads never meet, as long as the tail
//   does not wrap around (the stated assumption).
// Launch: --block 256 --grid 64.
extern "C" __global__ void h_emit_edges(const int *edge, const int *weight, int *out, unsigned *tail, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int e = edge[i];
    unsigned k = (weight[i] & 1) ? 2u : 1u;
    unsigned p = atomicAdd(tail, k);
    out[p] = e;
    if (k == 2)
        out[p + 1] = ~e;
}
