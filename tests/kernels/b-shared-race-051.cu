// b-shared-race-051 -- racy neighbour read behind a feature switch that is compiled out. BUGGY source; race gone at -O3.
// A 1-D smoothing kernel whose neighbour term is disabled (USE_NEIGHBOUR 0), but
// the neighbour load was left in place, before any barrier:
//   s[t] = in[g];  float nb = s[(t+1)%B];  out[g] = USE_NEIGHBOUR ? nb : 2*s[t];
// -G (O0) keeps the load of s[(t+1)%B]: read-after-write race, thread 0 reads
// s[1] while thread 1 writes s[1] (byte offset 4 of s).
// -O3 deletes the dead load and forwards the thread's own s[t]: the PTX has only
// the store s[t] (and no load at all), so the O3 PTX is race free.
// Launch: grid (4), block (256).
#define B 256
#define USE_NEIGHBOUR 0

extern "C" __global__ void b_dead_neighbour_read(float *out, const float *in)
{
    __shared__ float s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    s[t] = in[g];
    float nb = s[(t + 1) % B];             // BUG (latent): no barrier before this read
    out[g] = USE_NEIGHBOUR ? nb : 2.0f * s[t];
}
