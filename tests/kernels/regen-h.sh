#!/bin/sh
# regen-h.sh: rebuild part H of the kernel corpus (tests/kernels/h-*):
#   X.O3.ptx  nvcc -arch=sm_80 -O3 -lineinfo --ptx X.cu   (via regen.sh h)
#   X.O0.ptx  nvcc -arch=sm_80 -G --ptx X.cu              (via regen.sh h)
#   X.O3.ll / X.O0.ll  clang-19 device IR                  (via ONLY=h- regen-ll.sh)
# CUDA 13.0 and clang-19 were used for the committed files. After
# regenerating, re-read the PTX of every racy kernel: the labels follow the
# PTX (a newer nvcc may delete or forward a racy access).
#
# Part H: 67 realistic kernels (268 builds), racy and fixed pairs, in four
# classes; file names h-<rule>-NNN, numbered per rule.
#  1. Uniform loops holding __syncthreads() (shared-race, barrier-divergence):
#     a CUB-like block radix sort whose digit passes run from the begin_bit
#     to the end_bit parameter (a digit histogram with shared atomics, ranks
#     from __match_any_sync, a Hillis-Steele block scan, a stable scatter),
#     bitonic sort and merge-sort rounds (widths doubling to blockDim.x), a tiled
#     SGEMM whose K-tile loop count comes from K, a tile loop that leaves with
#     `break` on a length loaded from device memory that nothing writes, and
#     barriers under `if (param > 0)` in a loop. Racy forms: a missing barrier
#     between phases (radix scatter/copy-back, bitonic steps, SGEMM end of
#     tile, an in-place merge), barriers in a thread-dependent branch (radix
#     scan under `if (tid < 128)`, SGEMM loop under the bounds check), a
#     per-thread sentinel `break`, and a block-strided loop whose trip count
#     depends on threadIdx.x; a grid-stride loop unrolled twice at -O3
#     (i advanced by the stride twice per pass) vs the same with a block's
#     stride (blocks overlap); a block reduction whose every thread stores
#     the block's sum (a benign race: one value, tolerated) vs every block
#     storing to one word; a column IIR filter walking its pointers down and
#     back up vs two threads per column; a Box-Muller transform (sinf's
#     Payne-Hanek table read in a loop) vs an off-by-one second output; a
#     SAXPY through a struct of arguments passed by value vs an in-place
#     smoothing writing out[i + 1]; an interleaved tree reduction (stride
#     doubling to blockDim.x) vs index = s * tid.
#  2. Input-dependent global races (global-race): BFS level expansion over
#     CSR with a plain check-then-set of dist[] vs atomicCAS claiming and
#     atomicAdd queue push; SSSP with atomicMin but a plain read of the same
#     dist[] (racy under the PTX model) vs a Jacobi dist_in/dist_out sweep;
#     push PageRank with `+=` vs atomicAdd; a keys histogram with `++` vs
#     atomicAdd; a scatter through a permutation (racy: perm may hold
#     duplicates); stream compaction with `out[(*count)++]` vs
#     `out[atomicAdd(count, 1)]`; slot reservations by atomicAdd: a worklist
#     push of (node, parent) pairs reserving two words vs one, a block-level
#     compaction of pairs through a shared counter (reset by thread 0, a
#     barrier) into a shared list reserving two slots vs one, a partition
#     into two shared lists with a counter each, and a per-block
#     compaction into the block's own segment of a global output; a
#     computed reservation (one or two words per thread) vs one word; a CSR
#     gather whose header word is not reserved (an empty row adds 0);
#     semi-Lagrangian advection over a pitched field (a size_t pitch times a
#     float-derived row) vs a splat writing the cell it read.
#  3. Inter-block synchronization (global-race, scoped-atomic-race): a global
#     spin lock (atomicCAS, __threadfence, atomicExch) and the same without
#     the release fence and with a read outside the lock; a chained block scan
#     with inline-PTX st.release.gpu / ld.acquire.gpu flags, the flag raised
#     before the data, and volatile flags with no fences; a libcu++
#     cuda::atomic_ref broadcast with release/acquire vs relaxed; a libcu++
#     spin lock with thread_scope_device vs thread_scope_block; a persistent
#     tile scheduler with atomicAdd vs atomicAdd_block, and one whose writer
#     takes a ticket every other pass (two passes per ticket, the odd one
#     spilling into the next ticket's tile). Flag protocols assume
#     their flags are 0 at launch (as part E does); locks and tickets are safe
#     whatever the words hold.
#  4. Integer index wrap (global-race): Triton-style row kernels
#     x[row * stride + col] with --param ranges that keep stride >= n_cols
#     (safe) and a complex-row kernel that writes 2 * n_cols columns (racy);
#     an unsigned 32-bit index that cannot wrap for the given ranges (safe),
#     the same code with strides up to 2^24 (wraps: rows 0 and 512 alias at
#     stride 2^23), and the signed int version (label from the PTX: nvcc
#     computes the index in 32 bits and sign-extends it, so it wraps too).
# Labels: each .expected names the rules checked by hand in `rules:`; a racy
# build violates exactly the rule of its label among them. Kernels whose
# barrier diverges do not list shared-race (barrier intervals are undefined
# once a barrier diverges); the two scoped-atomic races whose broken lock or
# ticket also lets plain data race do not list global-race.
set -eu
cd "$(dirname "$0")"
sh ./regen.sh h
ONLY=h- sh ./regen-ll.sh
