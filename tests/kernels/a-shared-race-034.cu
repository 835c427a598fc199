// a-shared-race-034.cu -- SAFE
// Pattern: block-wide counter in shared memory: thread 0 zeroes it, barrier,
//   every thread with a positive input does atomicAdd(&count, 1), barrier,
//   thread 0 publishes the count.
// Why safe: the plain store (zeroing) and the plain load (publish) are each
//   separated by a barrier from the atomics; atomics do not race each other.
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_shared_counter_ok(const float *in, unsigned *counts)
{
    __shared__ unsigned count;
    if (threadIdx.x == 0)
        count = 0;
    __syncthreads();
    if (in[blockIdx.x * blockDim.x + threadIdx.x] > 0.0f)
        atomicAdd(&count, 1u);
    __syncthreads();
    if (threadIdx.x == 0)
        counts[blockIdx.x] = count;
}
