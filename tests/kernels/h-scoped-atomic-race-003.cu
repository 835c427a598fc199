// h-scoped-atomic-race-003.cu -- RACY (scoped-atomic-race)
// Pattern: persistent kernel with a dynamic tile scheduler: thread 0 of each
//   block takes the next tile index with atomicAdd_block(next_tile, 1),
//   broadcasts it through shared memory between two barriers, and
//   the block processes tile t (out[t * 256 + tid] = f(in[...])) until
//   t >= n_tiles.
// Bug: the ticket is taken with atomicAdd_block (atom.cta), a scope that
//   does not include the other blocks that share the counter: thread 0 of
//   block 0 and thread 0 of block 1 race on *next_tile (scoped-atomic-race),
//   and both may get the same ticket and process one tile twice (their
//   stores to out then race too: a global-race, which this label does not
//   claim: the rule of the bug is the scope).
// Launch: --block 256 --grid 132, n_tiles 1..65536.
#define TILE 256

extern "C" __global__ void h_tile_scheduler_block_atomic(const float *in, float *out, unsigned n_tiles, unsigned *next_tile)
{
    __shared__ unsigned s_tile;
    unsigned tid = threadIdx.x;
    while (true) {
        if (tid == 0)
            s_tile = atomicAdd_block(next_tile, 1u);   // BUG: .cta scope
        __syncthreads();
        unsigned t = s_tile;
        __syncthreads();
        if (t >= n_tiles)
            break;
        unsigned i = t * TILE + tid;
        float v = in[i];
        out[i] = v > 0.0f ? v : 0.01f * v;
    }
}
