// a-shared-race-051.cu -- RACY (shared-race), mixed access widths
// Pattern: threads store 32-bit words into a shared buffer and, without a
//   barrier, read a 16-bit half of the NEXT word through a short pointer.
// Bug: thread t + 1 writes bytes 4(t+1) .. 4(t+1)+3 (st.shared.u32); thread t
//   reads the 2 bytes at 4(t+1) (ld.shared.u16 of s16[2t + 2]). Threads 0 and
//   1, read 2 bytes / write 4 bytes, byte offset 4 of w. (Mixed-size overlap:
//   the PTX model gives no guarantee at all for such a pair.)
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_mixed_width_race(const unsigned *in, unsigned *out)
{
    __shared__ __align__(4) unsigned w[257];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    w[t] = in[i];
    if (t == 0)
        w[256] = 0;
    const unsigned short *s16 = reinterpret_cast<const unsigned short *>(w);
    unsigned lo_next = s16[2 * t + 2];   // BUG: low half of w[t + 1], no barrier
    out[i] = lo_next;
}
