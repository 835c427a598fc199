// a-shared-race-060.cu -- RACY in the source; the race is GONE from the -O3 PTX
// Pattern: a "benign" race: every thread of the block stores the same value 1
//   into a shared flag, then scales its element by the flag.
// Bug (source / -G build): 256 plain stores to s_flag from different threads
//   in one barrier interval, plus each thread's read of s_flag: threads 0 and
//   1, write/write (and write/read), byte offset 0 of s_flag. Storing the same
//   value does not make it legal: conflicting weak accesses race (PTX ISA 8.7).
// -O3: nvcc forwards each thread's own store to its load (s_flag is 1 in the
//   thread's own view), the store is then dead and s_flag is deleted: the -O3
//   PTX has no shared access at all, so its expected verdict is `verified`.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_same_value_flag_race(const float *in, float *out)
{
    __shared__ int s_flag;
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    s_flag = 1;                           // BUG: every thread writes (same value)
    out[i] = in[i] * s_flag;
}
