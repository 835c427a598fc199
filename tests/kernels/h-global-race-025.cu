// h-global-race-025.cu -- SAFE
// Pattern: frontier expansion that pushes (node, parent) pairs onto a global
//   worklist: every thread with an unvisited neighbour reserves two words
//   with p = atomicAdd(tail, 2) and writes wl[p] and wl[p + 1]
//   (worklist push as graph codes write it).
// Why safe: the atomicAdd calls on *tail happen one after another, so two
//   threads' p differ by at least 2 and their pairs never meet, as long as
//   the tail does not wrap around 2^32 (the stated assumption; `warpsafe run`
//   checks it on the real buffer).
// Launch: --block 256 --grid 128.
extern "C" __global__ void h_push_pairs(const int *nbr, const int *visited, int *wl, unsigned *tail, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int v = nbr[i];
    if (v >= 0 && !visited[v]) {
        unsigned p = atomicAdd(tail, 2u);
        wl[p] = v;
        wl[p + 1] = i;
    }
}
