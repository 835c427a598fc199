#!/usr/bin/env bash
# regen-a.sh -- rebuild the PTX of part A of the kernel corpus (tests/kernels/a-*.cu).
# For every a-X.cu:
#   nvcc -arch=sm_80 -O3 -lineinfo --ptx a-X.cu -o a-X.O3.ptx   (optimized, with .loc)
#   nvcc -arch=sm_80 -G --ptx a-X.cu -o a-X.O0.ptx              (device debug: unoptimized,
#                                                                  every variable in .local)
# and, for the kernels listed in SM90 below, also
#   nvcc -arch=sm_90 -O3 -lineinfo --ptx a-X.cu -o a-X.sm90.O3.ptx
# (-O0 alone would only affect host code; -G is what gives unoptimized device code.)
# Run from anywhere; NVCC overrides the compiler (default /usr/local/cuda/bin/nvcc, CUDA 13.0
# made the committed files). Skips with a message, exit 0, where nvcc is missing.
set -u
cd "$(dirname "$0")" || exit 1
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
if [ ! -x "$NVCC" ] && ! command -v "$NVCC" >/dev/null 2>&1; then
    echo "regen-a.sh: nvcc not found ($NVCC); PTX not regenerated" >&2
    exit 0
fi
SM90="a-shared-race-001 a-shared-race-002 a-shared-race-010 a-shared-race-011
      a-shared-race-017 a-shared-race-021 a-shared-race-031 a-shared-race-039
      a-shared-race-049 a-barrier-divergence-001 a-barrier-divergence-005
      a-barrier-divergence-016 a-barrier-divergence-019"
fail=0
for cu in a-*.cu; do
    x=${cu%.cu}
    "$NVCC" -arch=sm_80 -O3 -lineinfo --ptx "$cu" -o "$x.O3.ptx" || { echo "FAILED: $x.O3.ptx" >&2; fail=1; }
    "$NVCC" -arch=sm_80 -G --ptx "$cu" -o "$x.O0.ptx" || { echo "FAILED: $x.O0.ptx" >&2; fail=1; }
done
for x in $SM90; do
    "$NVCC" -arch=sm_90 -O3 -lineinfo --ptx "$x.cu" -o "$x.sm90.O3.ptx" || { echo "FAILED: $x.sm90.O3.ptx" >&2; fail=1; }
done
exit $fail
