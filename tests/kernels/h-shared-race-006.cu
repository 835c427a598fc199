// h-shared-race-006.cu -- RACY (shared-race)
// Pattern: block merge sort by merge rounds (widths w = 1, 2, 4, ... up to
//   blockDim.x): each thread ranks its key in the partner run by binary
//   search and writes it to its merged position.
// Bug: the merge is done in place in one buffer ("saves shared memory"):
//   a thread writes s[start + idx + lo] while the threads of the partner run
//   are still reading the same run in s. Round w = 1 races on every input:
//   keys a <= b in threads 0,1: thread 0 writes s[0] while thread 1 reads it
//   in its search; keys a > b: thread 0 writes s[1] while thread 1 loads its
//   own key from it.
// Launch: --block 256 --grid 32.
#define BLOCK 256

extern "C" __global__ void h_merge_sort_in_place(const int *in, int *out)
{
    __shared__ int s[BLOCK];
    unsigned tid = threadIdx.x;
    unsigned g = blockIdx.x * BLOCK + tid;
    s[tid] = in[g];
    __syncthreads();
    for (unsigned w = 1; w < blockDim.x; w <<= 1) {
        int v = s[tid];
        unsigned start = tid & ~(2 * w - 1);
        unsigned idx = tid & (w - 1);
        bool left = (tid & w) == 0;
        unsigned other = left ? start + w : start;
        unsigned lo = 0, hi = w;
        while (lo < hi) {
            unsigned mid = (lo + hi) >> 1;
            int x = s[other + mid];
            if (left ? x < v : x <= v)
                lo = mid + 1;
            else
                hi = mid;
        }
        s[start + idx + lo] = v;    // BUG: same buffer the partner run searches
        __syncthreads();
    }
    out[g] = s[tid];
}
