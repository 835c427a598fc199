// h-global-race-004.cu -- SAFE
// Pattern: one Bellman-Ford (Jacobi) sweep of SSSP over a CSR graph,
//   vertex-parallel: thread u reads its distance from dist_in (nobody writes
//   it) and relaxes its out-edges into dist_out with atomicMin; a lowering
//   relaxation sets *changed with atomicExch. dist_out and *changed are
//   touched only by device-scope atomics.
// Launch: --block 256 --grid 40, n 1..10000.
#define INF 0x3fffffff
extern "C" __global__ void h_sssp_sweep_jacobi(const int *row_ptr, const int *col_idx, const int *w,
                                               const int *dist_in, int *dist_out, int n, int *changed)
{
    int u = blockIdx.x * blockDim.x + threadIdx.x;
    if (u >= n)
        return;
    int du = dist_in[u];
    if (du >= INF)
        return;
    for (int e = row_ptr[u]; e < row_ptr[u + 1]; ++e) {
        int v = col_idx[e];
        int nd = du + w[e];
        if (atomicMin(&dist_out[v], nd) > nd)
            atomicExch(changed, 1);
    }
}
