// h-global-race-002.cu -- SAFE
// Pattern: one level of queue-based BFS over a CSR graph (row_ptr, col_idx):
//   thread i expands frontier[i]; a neighbour v is claimed with
//   atomicCAS(&dist[v], -1, level + 1) (only the thread whose CAS succeeds
//   pushes it) and pushed with next_frontier[atomicAdd(next_size, 1)] = v.
//   dist is touched only by device-scope atomics; the push slots returned by
//   atomicAdd are distinct, so no two threads write one next_frontier slot
//   whatever *next_size holds at launch.
// Launch: --block 256 --grid 40, frontier_size 1..10000, level 0..1000.
extern "C" __global__ void h_bfs_level_atomic(const int *row_ptr, const int *col_idx, const int *frontier,
                                              int frontier_size, int *dist, int *next_frontier,
                                              int *next_size, int level)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= frontier_size)
        return;
    int u = frontier[i];
    for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
        int v = col_idx[e];
        if (atomicCAS(&dist[v], -1, level + 1) == -1)
            next_frontier[atomicAdd(next_size, 1)] = v;
    }
}
