// b-shared-race-052 -- leftover debug variable written by every thread, never read. BUGGY source; race gone at -O3.
// `__shared__ int last_writer; last_writer = threadIdx.x;` -- all threads of the
// block store to the same word with plain stores in one barrier interval.
// -G (O0) keeps the stores: write-write race, threads 0 and 1 on last_writer
// (byte offset 0 of last_writer).
// -O3 removes the stores to a shared variable that nothing loads, so the O3 PTX
// has no access to last_writer and the remaining accesses (s[t] / s[B-1-t]
// around a barrier) are race free.
// Launch: grid (4), block (256).
#define B 256
#pragma nv_diag_suppress 550   // "set but never used": the point of this kernel

extern "C" __global__ void b_dead_debug_store(float *out, const float *in)
{
    __shared__ float s[B];
    __shared__ int last_writer;
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    s[t] = in[g];
    last_writer = t;                       // BUG (latent): racy debug store, never read
    __syncthreads();
    out[g] = s[B - 1 - t];
}
