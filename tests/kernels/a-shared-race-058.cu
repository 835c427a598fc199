// a-shared-race-058.cu -- RACY (shared-race), warp barrier with too small a mask
// Pattern: all 32 lanes write s[tid]; only lanes 0..15 then synchronize with
//   __syncwarp(0x0000ffff) and read their right neighbour s[tid + 1].
// Bug: lane 15 reads s[base + 16], written by lane 16, which is not a member
//   of the mask: bar.warp.sync orders lanes 0..15 only. Threads 15 and 16,
//   read/write, byte offset 64 of s. (No divergence: only lanes 0..15, all in
//   the mask, execute the bar.warp.sync, and all of them do.)
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_syncwarp_mask_too_small_race(const float *in, float *out)
{
    __shared__ float s[256];
    unsigned tid = threadIdx.x, lane = tid & 31;
    unsigned i = blockIdx.x * blockDim.x + tid;
    s[tid] = in[i];
    float r = 0.0f;
    if (lane < 16) {
        __syncwarp(0x0000ffffu);          // BUG: lane 16's write is not ordered
        r = s[tid + 1];
    }
    out[i] = r;
}
