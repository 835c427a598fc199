// a-shared-race-061.cu -- RACY (shared-race), in both builds
// Pattern: a neighbour exchange whose racy read only feeds a "can't happen"
//   guard: `t >= 1024 ? nb : 0` (a leftover check for oversized blocks).
// Bug: thread t writes s[t] and, without a barrier, reads s[(t + 1) % 256],
//   written by thread t + 1: threads 0 and 1, read/write, byte offset 4 of s.
//   Whether the value is used does not matter: the conflicting accesses are
//   performed, and that is the data race.
// -O3: one might expect nvcc to fold the select (%tid.x < 1024 always) and
//   delete the load; nvcc 13.0 does NOT (the PTX keeps ld.shared, setp.gt.u32
//   %tid.x, 1023 and selp), so the race is in both builds. Contrast
//   a-shared-race-060, where -O3 does delete the racy accesses.
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_dead_racy_read(const float *in, float *out)
{
    __shared__ float s[BLOCK];
    unsigned t = threadIdx.x;
    unsigned i = blockIdx.x * blockDim.x + t;
    float x = in[i];
    s[t] = x;
    float nb = s[(t + 1) % BLOCK];        // BUG: no barrier before the read
    out[i] = x + (t >= 1024 ? nb : 0.0f);
}
