// h-global-race-003.cu -- RACY (global-race)
// Pattern: one Bellman-Ford sweep of SSSP over a CSR graph, vertex-parallel,
//   in place: thread u reads du = dist[u] and relaxes its out-edges with
//   atomicMin(&dist[v], du + w[e]); a relaxation that lowers dist[v] sets
//   *changed with atomicExch.
// Bug: the relaxations are atomic but the read of the thread's own distance
//   is a plain load of the same array: thread u1 reads dist[u1] while thread
//   u2, which has an edge u2 -> u1, does atomicMin(&dist[u1], ...). An atomic
//   and a plain access to the same bytes race under the PTX memory model
//   (the plain load is not morally strong). Fix: read dist[u] with an atomic
//   / .relaxed load, or relax from a separate dist_in array (h-global-race-004).
// Launch: --block 256 --grid 40, n 1..10000.
#define INF 0x3fffffff
extern "C" __global__ void h_sssp_sweep_inplace(const int *row_ptr, const int *col_idx, const int *w,
                                                int *dist, int n, int *changed)
{
    int u = blockIdx.x * blockDim.x + threadIdx.x;
    if (u >= n)
        return;
    int du = dist[u];                            // BUG: plain read of dist
    if (du >= INF)
        return;
    for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
        int v = col_idx[e];
        int nd = du + w[e];
        if (atomicMin(&dist[v], nd) > nd)
            atomicExch(changed, 1);
    }
}
