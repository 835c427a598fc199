// a-shared-race-048.cu -- SAFE (byte-exact disjointness)
// Pattern: each thread writes ONE BYTE of a shared byte array (a per-thread
//   flag), then, in the same barrier interval, reads its own byte back; after
//   a barrier every thread reads the 4 flags of its group as one 32-bit word.
// Why safe: in the first interval thread t touches only byte t (st.shared.u8 /
//   ld.shared.u8); neighbours' bytes are adjacent but do not overlap, so a
//   checker that works on 4-byte words would report a false race. The 32-bit
//   reads come after the barrier.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_bytes_adjacent_ok(const float *in, unsigned *out)
{
    __shared__ __align__(4) unsigned char flag[256];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    flag[t] = in[i] > 0.0f ? 1 : 0;
    unsigned mine = ((volatile unsigned char *)flag)[t];   // own byte, same interval
    __syncthreads();
    unsigned word = reinterpret_cast<const unsigned *>(flag)[t / 4];
    out[i] = word + mine;
}
