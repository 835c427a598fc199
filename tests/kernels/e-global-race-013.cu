// e-global-race-013.cu -- RACY (global-race)
// Pattern: CSR in-degree count with a plain read-modify-write.
// Bug: deg[col[e]] += 1 races when two rows share a target (any real graph).
// Launch: --block 256 --grid 8 (n rows = 2048).
extern "C" __global__ void e_csr_indegree_race(const int *rowptr, const int *col, int *deg, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= n) return;
    for (int e = rowptr[r]; e < rowptr[r + 1]; ++e)
        deg[col[e]] += 1;  // BUG: not atomic
}
