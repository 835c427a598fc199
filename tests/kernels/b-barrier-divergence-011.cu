// b-barrier-divergence-011 -- thread-dependent while loop WITHOUT a barrier, then __syncthreads() after it. SAFE.
// Each thread runs a Collatz-style loop for a data-dependent number of steps; the
// barrier comes after the loop, where all threads have reconverged.
// Expected: no barrier-divergence and no shared-race.
// Launch: grid (4), block (256).
#define B 256

extern "C" __global__ void b_divergent_loop_then_barrier(unsigned *out, const unsigned *in)
{
    __shared__ unsigned s[B];
    int t = threadIdx.x;
    int g = blockIdx.x * B + t;
    unsigned v = in[g] | 1u, steps = 0;
    while (v != 1u && steps < 64u) {
        v = (v & 1u) ? 3u * v + 1u : v >> 1;
        ++steps;
    }
    s[t] = steps;
    __syncthreads();
    out[g] = s[t] + s[B - 1 - t];
}
