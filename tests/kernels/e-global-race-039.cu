// e-global-race-039.cu -- SAFE
// Pattern: one spin lock per bucket: a thread takes locks[b] with atomicCAS,
//   __threadfence() (acquire), updates the bucket's count and sum with plain
//   loads and stores, __threadfence() (release), and frees it with atomicExch.
//   The done-flag loop keeps lanes of one warp from deadlocking.
// Launch: --block 128 --grid 16 (n = 2048).
#define NB 1024
extern "C" __global__ void e_bucket_lock_ok(const int *keys, const float *vals, int *locks,
                                            int *count, float *sum, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int b = keys[i] & (NB - 1);
    float v = vals[i];
    bool done = false;
    while (!done) {
        if (atomicCAS(&locks[b], 0, 1) == 0) {
            __threadfence();
            count[b] += 1;
            sum[b] += v;
            __threadfence();
            atomicExch(&locks[b], 0);
            done = true;
        }
    }
}
