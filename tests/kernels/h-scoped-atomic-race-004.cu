// h-scoped-atomic-race-004.cu -- SAFE
// Pattern: persistent kernel with a dynamic tile scheduler: thread 0 of each
//   block takes the next tile index with atomicAdd(next_tile, 1) (device
//   scope), broadcasts it through shared memory between two barriers, and
//   the block processes tile t (out[t * 256 + tid] = f(in[...])) until
//   t >= n_tiles. The tickets atomicAdd returns are distinct, so every tile
//   is processed by one block; t is unsigned, so every processed tile is
//   below n_tiles and t * 256 + tid does not wrap, whatever *next_tile holds
//   at launch. The loop exit reads s_tile after a barrier: uniform.
// Launch: --block 256 --grid 132, n_tiles 1..65536.
#define TILE 256

extern "C" __global__ void h_tile_scheduler(const float *in, float *out, unsigned n_tiles, unsigned *next_tile)
{
    __shared__ unsigned s_tile;
    unsigned tid = threadIdx.x;
    while (true) {
        if (tid == 0)
            s_tile = atomicAdd(next_tile, 1u);
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
