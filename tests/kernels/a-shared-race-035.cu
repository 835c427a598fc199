// a-shared-race-035.cu -- RACY (shared-race)
// Pattern: the shared counter of a-shared-race-034 with the barrier before the
//   publish removed.
// Bug: thread 0 reads `count` with a plain ld.shared while thread 1 (input > 0;
//   the dynamic test uses ones) does atom.shared.add on `count`. Threads 0 and
//   1, plain read/atomic, byte offset 0 of count. (The race needs a positive
//   input for some thread other than 0: a witness picks the loaded value.)
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_shared_counter_race(const float *in, unsigned *counts)
{
    __shared__ unsigned count;
    if (threadIdx.x == 0)
        count = 0;
    __syncthreads();
    if (in[blockIdx.x * blockDim.x + threadIdx.x] > 0.0f)
        atomicAdd(&count, 1u);
    // BUG: missing __syncthreads();
    if (threadIdx.x == 0)
        counts[blockIdx.x] = count;
}
