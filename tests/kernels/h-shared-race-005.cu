// h-shared-race-005.cu -- SAFE
// Pattern: block merge sort by merge rounds: the widths w = 1, 2, 4, ...
//   double up to blockDim.x (a uniform loop holding the barrier). In round w
//   each thread owns one key of a sorted run of length w; it finds the key's
//   rank in the partner run by binary search (keys of the left run count the
//   partner's keys < v, keys of the right run those <= v: a stable merge,
//   so ranks are distinct) and writes the key to its merged position in the
//   other buffer; a barrier, then the buffers swap (ping-pong).
// Launch: --block 256 --grid 32.
#define BLOCK 256

extern "C" __global__ void h_merge_sort_rounds(const int *in, int *out)
{
    __shared__ int buf[2][BLOCK];
    unsigned tid = threadIdx.x;
    unsigned g = blockIdx.x * BLOCK + tid;
    buf[0][tid] = in[g];
    __syncthreads();
    int cur = 0;
    for (unsigned w = 1; w < blockDim.x; w <<= 1) {
        const int *src = buf[cur];
        int *dst = buf[cur ^ 1];
        int v = src[tid];
        unsigned start = tid & ~(2 * w - 1);      // first key of the pair of runs
        unsigned idx = tid & (w - 1);             // index in its own run
        bool left = (tid & w) == 0;
        unsigned other = left ? start + w : start;
        unsigned lo = 0, hi = w;
        while (lo < hi) {
            unsigned mid = (lo + hi) >> 1;
            int x = src[other + mid];
            if (left ? x < v : x <= v)
                lo = mid + 1;
            else
                hi = mid;
        }
        dst[start + idx + lo] = v;
        __syncthreads();
        cur ^= 1;
    }
    out[g] = buf[cur][tid];
}
