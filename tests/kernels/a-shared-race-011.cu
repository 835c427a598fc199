// a-shared-race-011.cu -- NOT A DATA RACE BY THE PTX MODEL (verified), yet a
//   wrong program on sm_70+.
// Pattern: the classic pre-Volta last-warp reduction through a `volatile`
//   pointer, without __syncwarp() (CUDA sample "reduce4"/"warpReduce" of old).
// Per the model: every access in the warp phase is ld.volatile.shared.f32 /
//   st.volatile.shared.f32. PTX gives .volatile the memory-synchronization
//   semantics of .relaxed with .sys scope, so each such access is strong; two
//   of them from lanes of one CTA have scopes that include each other, use the
//   same (generic) proxy and overlap completely (same 4 bytes): they are
//   morally strong, and a morally strong pair is not a data race (PTX ISA 8.7,
//   digest in ptx-semantics.md). The only weak accesses are the plain stores
//   before the last __syncthreads() (ordered by it) and thread 0's plain final
//   read of sdata[0], which no other lane writes (lane t writes sdata[t]).
//   So: no shared-race. What IS wrong: lanes are unordered, so lane 0 may read
//   v[16] before or after lane 16 updated it -- a nondeterministic result (a
//   "race condition" on the value, not a data race). warpsafe proves data-race
//   freedom, not functional correctness; compute-sanitizer racecheck, which
//   ignores the memory model, may well report hazards here (see README-a.md).
//   Contrast a-shared-race-010 (same code, plain accesses: a data race) and
//   a-shared-race-012 (one plain access mixed in: a data race).
// Launch: --block 256 --grid 4.
#define BLOCK 256

extern "C" __global__ void a_reduce_warp_volatile_only(const float *in, float *out)
{
    __shared__ float sdata[BLOCK];
    unsigned tid = threadIdx.x;
    sdata[tid] = in[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *v = sdata;        // no __syncwarp(): result nondeterministic
        v[tid] += v[tid + 32];
        v[tid] += v[tid + 16];
        v[tid] += v[tid + 8];
        v[tid] += v[tid + 4];
        v[tid] += v[tid + 2];
        v[tid] += v[tid + 1];
    }
    if (tid == 0)
        out[blockIdx.x] = sdata[0];
}
