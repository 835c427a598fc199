// f-barrier-divergence-003.cu -- DIVERGENT (barrier-divergence)
// Pattern: a lane-strided loop over n elements whose body exchanges values
//   with a full-mask shuffle.
// Bug: with n = 40 lanes 0..7 run two iterations and lanes 8..31 one: the
//   second shfl.sync.bfly of lane 0 names lane 8, which has left the loop
//   (e.g. thread 0 and thread 8 of block 0).
// Launch: --block 32 --grid 1 --param n = 40.
extern "C" __global__ void f_shfl_lane_strided_loop(const int *in, int *out, int n)
{
    unsigned lane = threadIdx.x & 31;
    int acc = 0;
    for (int i = lane; i < n; i += 32) {
        int v = in[i];
        v += __shfl_xor_sync(0xffffffffu, v, 1);   // BUG: lanes leave the loop at different times
        acc += v;
    }
    out[threadIdx.x] = acc;
}
