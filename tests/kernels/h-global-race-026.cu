// h-global-race-026.cu -- RACY (global-race)
// Pattern: the worklist push of (node, parent) pairs of h-global-race-025,
//   with the reservation of one word instead of two.
// Bug: p = atomicAdd(tail, 1) hands two pushing threads consecutive p, and
//   each writes wl[p] and wl[p + 1]: one thread's wl[p + 1] is the other's
//   wl[p], written with nothing ordering them.
// Launch: --block 256 --grid 128.
extern "C" __global__ void h_push_pairs_one_slot(const int *nbr, const int *visited, int *wl, unsigned *tail, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int v = nbr[i];
    if (v >= 0 && !visited[v]) {
        unsigned p = atomicAdd(tail, 1u);   // BUG: two words are written
        wl[p] = v;
        wl[p + 1] = i;
    }
}
