// h-global-race-001.cu -- RACY (global-race)
// Pattern: one level of queue-based BFS over a CSR graph (row_ptr, col_idx):
//   thread i expands frontier[i]; an unvisited neighbour v (dist[v] < 0)
//   gets dist[v] = level + 1 and is pushed onto the next frontier through
//   next_frontier[atomicAdd(next_size, 1)].
// Bug: the visit test and the visit are a plain check-then-set on dist[v].
//   When two frontier vertices share a neighbour v (col_idx of an edge of u1
//   and of an edge of u2 are both v), both threads read dist[v] and write it
//   (a read-write and a write-write conflict; v may also be pushed twice).
//   Race-freedom would have to hold for every graph, so this is a race.
// Launch: --block 256 --grid 40, frontier_size 1..10000, level 0..1000.
extern "C" __global__ void h_bfs_level_plain(const int *row_ptr, const int *col_idx, const int *frontier,
                                             int frontier_size, int *dist, int *next_frontier,
                                             int *next_size, int level)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= frontier_size)
        return;
    int u = frontier[i];
    for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
        int v = col_idx[e];
        if (dist[v] < 0) {                       // BUG: plain check ...
            dist[v] = level + 1;                 // ... then plain set
            next_frontier[atomicAdd(next_size, 1)] = v;
        }
    }
}
