// c-shared-race-002.cu -- RACY: the block-stride loop writes s[i] and reads s[i + 1] with no barrier between
// Pattern: c-shared-race-001 with the reversal done in place, before the barrier.
// Why racy: thread t+1 writes s[t+1] while thread t reads it.
// Launch: --block 96 --grid 2.
extern "C" __global__ void c_block_stride_neighbour(const float *in, float *out)
{
    __shared__ float s[1001];
    for (unsigned i = threadIdx.x; i < 1000; i += blockDim.x) {
        s[i] = in[blockIdx.x * 1000 + i];
        out[blockIdx.x * 1000 + i] = s[i + 1];   // BUG: no barrier between the writes and this read
    }
}
