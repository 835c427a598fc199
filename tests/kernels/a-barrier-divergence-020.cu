// a-barrier-divergence-020.cu -- SAFE
// Pattern: the half-warp shuffle reduction of a-barrier-divergence-019 done
//   correctly: only lanes 0..15 execute it (`if (lane < 16)`), with mask 0xffff.
// Why safe: the executing lanes are exactly the members of the mask.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_shfl_partial_ok(const float *in, float *out)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lane = threadIdx.x & 31;
    float v = in[i];
    if (lane < 16) {
        for (int o = 8; o > 0; o >>= 1)
            v += __shfl_down_sync(0x0000ffffu, v, o);
        if (lane == 0)
            out[i / 32] = v;
    }
}
