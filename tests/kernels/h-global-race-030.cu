// h-global-race-030.cu -- RACY (global-race)
// Pattern: the variable-size output of h-global-race-029 with the
//   reservation left at one word.
// Bug: p = atomicAdd(tail, 1) for a thread that writes out[p] and
//   out[p + 1]: the next reserving thread gets p + 1 and writes it too.
// Launch: --block 256 --grid 64.
extern "C" __global__ void h_emit_edges_one_slot(const int *edge, const int *weight, int *out, unsigned *tail, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int e = edge[i];
    unsigned k = (weight[i] & 1) ? 2u : 1u;
    unsigned p = atomicAdd(tail, 1u);   // BUG: k words are written
    out[p] = e;
    if (k == 2)
        out[p + 1] = ~e;
}
