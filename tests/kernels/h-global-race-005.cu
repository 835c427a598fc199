// h-global-race-005.cu -- RACY (global-race)
// Pattern: push-style PageRank iteration over a CSR graph: thread u scatters
//   0.85 * rank[u] / outdeg(u) to every out-neighbour's next[v].
// Bug: the scatter is a plain read-modify-write `next[v] += c`: two vertices
//   with an edge to the same v (u1 -> v, u2 -> v) update next[v]
//   concurrently (lost updates; a data race on every graph with a vertex of
//   in-degree 2 from two sources).
// Launch: --block 256 --grid 40, n 1..10000.
extern "C" __global__ void h_pagerank_push_plain(const int *row_ptr, const int *col_idx, const float *rank,
                                                 float *next, int n)
{
    int u = blockIdx.x * blockDim.x + threadIdx.x;
    if (u >= n)
        return;
    int b = row_ptr[u], e_end = row_ptr[u + 1];
    if (e_end == b)
        return;
    float c = 0.85f * rank[u] / (float)(e_end - b);
    for (int e = b; e < e_end; ++e)
        next[col_idx[e]] += c;                   // BUG: plain +=
}
