// h-global-race-028.cu -- RACY (global-race)
// Pattern: CSR neighbour gathering onto a global list: each row thread
//   reserves its row's length with off = atomicAdd(tail, len), records
//   start[i] = off, writes a header -1 - i at out[off] and its neighbours
//   after it.
// Bug: the header slot is not reserved (the step is len, not len + 1): an
//   empty row (len = 0) adds nothing, so the next reserving thread gets the
//   same off and both write their headers to out[off]; a row's last
//   neighbour also lands on the next row's header.
// Launch: --block 256 --grid 64.
extern "C" __global__ void h_gather_rows(const int *row_ptr, const int *col, int *out, int *start, unsigned *tail,
                                         int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int b = row_ptr[i], len = row_ptr[i + 1] - b;
    unsigned off = atomicAdd(tail, (unsigned)len);   // BUG: len + 1 words are written
    start[i] = off;
    out[off] = -1 - i;
    for (int j = 0; j < len; j++)
        out[off + 1 + j] = col[b + j];
}
