// h-global-race-043.cu -- RACY
// Pattern: h-scoped-atomic-race-004's persistent tile scheduler (thread 0
//   takes a ticket with atomicAdd and broadcasts it through shared memory)
//   changed to two passes per ticket: the ticket is taken on even passes
//   only, and the odd pass works on the second half of a double-size tile,
//   but the index still strides by one tile per ticket.
// The race: the block holding ticket t writes out[t * 256 + 128 + tid] on
//   its odd pass; for tid >= 128 that is element tid - 128 of tile t + 1,
//   which the block holding ticket t + 1 writes on its even pass. (The
//   proof must not take the tickets of two passes as distinct: the
//   writer stores one only every other pass.)
// Launch: --block 256 --grid 64 --param h_tile_pairs_param_2=1..65536.
#define TILE 256

extern "C" __global__ void h_tile_pairs(const float *in, float *out, unsigned n_tiles, unsigned *next_tile)
{
    __shared__ unsigned s_tile;
    unsigned tid = threadIdx.x;
    for (unsigned pass = 0;; pass++) {
        if (tid == 0 && pass % 2 == 0)
            s_tile = atomicAdd(next_tile, 1u);
        __syncthreads();
        unsigned t = s_tile;
        __syncthreads();
        if (t >= n_tiles)
            break;
        unsigned i = t * TILE + (pass % 2) * (TILE / 2) + tid;
        out[i] = in[i] * 0.5f;
    }
}
