#!/bin/sh
# regen.sh PART: rebuild the PTX of one part of the kernel corpus
# (tests/kernels/PART-*.cu; PART b, c, d, e, f or g; part A has regen-a.sh).
#   X.O3.ptx     nvcc -arch=sm_80 -O3 -lineinfo --ptx X.cu
#   X.O0.ptx     nvcc -arch=sm_80 -G --ptx X.cu      (-G: unoptimised device code)
#   X.sm90.O3.ptx nvcc -arch=sm_90 -O3 -lineinfo --ptx X.cu   (only the kernels in SM90 below)
#   X.sm90.O0.ptx nvcc -arch=sm_90 -G --ptx X.cu   (with sm90.O3, and no sm_80 builds, for
#                 the kernels in SM90ONLY below: Hopper-only instructions, TMA)
# Run from anywhere; needs nvcc (CUDA 13.0 was used for the committed PTX).
# After regenerating, re-read the PTX of every buggy kernel: a newer nvcc may
# delete or forward a racy access, and then the .expected verdict must change.
set -eu
cd "$(dirname "$0")"
PART=${1:?usage: regen.sh PART (b, c, d, e, f or g)}
NVCC=${NVCC:-}
if [ -z "$NVCC" ]; then
    if command -v nvcc >/dev/null 2>&1; then NVCC=nvcc
    elif [ -x /usr/local/cuda/bin/nvcc ]; then NVCC=/usr/local/cuda/bin/nvcc
    else echo "regen.sh: nvcc not found (set NVCC or PATH); PTX not regenerated" >&2; exit 0
    fi
fi
SM90="b-shared-race-001 b-shared-race-002 b-shared-race-005 b-shared-race-007 b-shared-race-014
b-shared-race-026 b-shared-race-036 b-shared-race-042 b-shared-race-047 b-barrier-divergence-001
b-async-copy-race-001 b-async-copy-race-003 b-async-copy-race-008 c-shared-race-005"
SM90ONLY="f-async-copy-race-008 f-async-copy-race-009 f-async-copy-race-010 f-async-copy-race-011
f-async-copy-race-012 f-async-copy-race-013 f-async-copy-race-014 f-async-copy-race-015
f-async-copy-race-016 f-async-copy-race-017 f-async-copy-race-018 f-async-copy-race-019 f-async-copy-race-020
f-async-copy-race-021 f-async-copy-race-022 f-async-copy-race-023 f-async-copy-race-024
f-async-copy-race-025 f-async-copy-race-026 f-shared-race-008 f-shared-race-009"
for cu in "$PART"-*.cu; do
    x=${cu%.cu}
    only=
    for s in $SM90ONLY; do
        [ "$s" = "$x" ] && only=1
    done
    if [ -n "$only" ]; then
        "$NVCC" -arch=sm_90 -O3 -lineinfo --ptx "$cu" -o "$x.sm90.O3.ptx"
        "$NVCC" -arch=sm_90 -G --ptx "$cu" -o "$x.sm90.O0.ptx"
        echo "regen.sh: $x (sm_90 only)"
        continue
    fi
    "$NVCC" -arch=sm_80 -O3 -lineinfo --ptx "$cu" -o "$x.O3.ptx"
    "$NVCC" -arch=sm_80 -G --ptx "$cu" -o "$x.O0.ptx"
    for s in $SM90; do
        if [ "$s" = "$x" ]; then
            "$NVCC" -arch=sm_90 -O3 -lineinfo --ptx "$cu" -o "$x.sm90.O3.ptx"
        fi
    done
    echo "regen.sh: $x"
done
