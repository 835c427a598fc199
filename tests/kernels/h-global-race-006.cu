// h-global-race-006.cu -- SAFE
// Pattern: push-style PageRank iteration over a CSR graph: thread u scatters
//   0.85 * rank[u] / outdeg(u) to every out-neighbour with
//   atomicAdd(&next[col_idx[e]], c). next is touched only by device-scope
//   atomics; rank and the graph are only read.
// Launch: --block 256 --grid 40, n 1..10000.
extern "C" __global__ void h_pagerank_push_atomic(const int *row_ptr, const int *col_idx, const float *rank,
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
        atomicAdd(&next[col_idx[e]], c);
}
