// a-shared-race-059.cu -- SAFE (hard: needs atomic-return uniqueness)
// Pattern: block-local stream compaction: thread 0 zeroes a shared counter,
//   barrier, each thread with a positive input reserves a slot with
//   pos = atomicAdd(&count, 1) and writes list[pos], barrier, the first
//   `count` threads copy the list out.
// Why safe: atom.shared.add on one address returns distinct values to distinct
//   threads (it is a read-modify-write, totally ordered per location), so no
//   two threads write the same list[pos]; pos < blockDim.x because at most
//   blockDim.x increments happen. The list is read after the barrier. A checker
//   that havocs atomic results independently per thread cannot prove this and
//   must answer `unknown` -- never `violation`, since no real execution has two
//   threads with equal pos (a replayed witness with equal pos is infeasible).
// Launch: --block 256 --grid 4.
extern "C" __global__ void a_compaction_atomic_slot_ok(const float *in, float *out, unsigned *counts)
{
    __shared__ unsigned count;
    __shared__ float list[256];
    unsigned tid = threadIdx.x;
    if (tid == 0)
        count = 0;
    __syncthreads();
    float v = in[blockIdx.x * blockDim.x + tid];
    if (v > 0.0f) {
        unsigned pos = atomicAdd(&count, 1u);
        list[pos] = v;
    }
    __syncthreads();
    unsigned c = count;
    if (tid < c)
        out[blockIdx.x * blockDim.x + tid] = list[tid];
    if (tid == 0)
        counts[blockIdx.x] = c;
}
