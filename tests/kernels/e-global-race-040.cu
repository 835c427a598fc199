// e-global-race-040.cu -- RACY (global-race)
// Pattern: the per-bucket spin lock of e-039 with a "fast path": a zero
//   value only bumps the bucket's count, and does so without the lock.
// Bug: the unlocked count[b] += 1 races with the locked update of another
//   thread whose key falls in the same bucket (and with other fast paths).
// Launch: --block 128 --grid 16 (n = 2048).
#define NB 1024
extern "C" __global__ void e_bucket_lock_fastpath_race(const int *keys, const float *vals, int *locks,
                                                       int *count, float *sum, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int b = keys[i] & (NB - 1);
    float v = vals[i];
    if (v == 0.0f) {
        count[b] += 1;  // BUG: not under locks[b]
        return;
    }
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
