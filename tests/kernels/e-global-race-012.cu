// e-global-race-012.cu -- SAFE
// Pattern: CSR in-degree count: every edge adds one to its target's counter
//   with atomicAdd.
// Launch: --block 256 --grid 8 (n rows = 2048).
extern "C" __global__ void e_csr_indegree_ok(const int *rowptr, const int *col, int *deg, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= n) return;
    for (int e = rowptr[r]; e < rowptr[r + 1]; ++e)
        atomicAdd(&deg[col[e]], 1);
}
