// f-barrier-divergence-007.cu -- DIVERGENT (barrier-divergence)
// Pattern: a tensor-core mma.sync (mma.sync.aligned: every lane of the warp
//   must execute it) issued by the warp's first 16 lanes only.
// Bug: lanes 16..31 skip the aligned instruction (e.g. thread 0 and thread 16).
// Launch: --block 32 --grid 1.
#include <mma.h>
using namespace nvcuda;
extern "C" __global__ void f_mma_half_warp(const half *a, const half *b, float *c)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    wmma::fill_fragment(fc, 0.0f);
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    if (threadIdx.x < 16)
        wmma::mma_sync(fc, fa, fb, fc);   // BUG: half of the warp executes mma.sync.aligned
    wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}
