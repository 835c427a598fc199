#!/bin/sh
# Rebuild the PTX of the part-C kernel corpus (tests/kernels/c-*.cu), or with
# PART=d of part D (d-*.cu).
#   X.O3.ptx     nvcc -arch=sm_80 -O3 -lineinfo --ptx X.cu
#   X.O0.ptx     nvcc -arch=sm_80 -G --ptx X.cu      (-G: unoptimised device code)
#   X.sm90.O3.ptx nvcc -arch=sm_90 -O3 -lineinfo --ptx X.cu   (only the kernels in SM90 below)
# Run from anywhere; needs nvcc (CUDA 13.0 was used for the committed PTX).
# After regenerating, re-read the PTX of every buggy kernel: a newer nvcc may
# delete or forward a racy access, and then the .expected verdict must change.
set -eu
cd "$(dirname "$0")"
NVCC=${NVCC:-}
if [ -z "$NVCC" ]; then
    if command -v nvcc >/dev/null 2>&1; then NVCC=nvcc
    elif [ -x /usr/local/cuda/bin/nvcc ]; then NVCC=/usr/local/cuda/bin/nvcc
    else echo "regen-c.sh: nvcc not found (set NVCC or PATH); PTX not regenerated" >&2; exit 0
    fi
fi
PART=${PART:-c}
SM90="c-shared-race-005"
for cu in "$PART"-*.cu; do
    x=${cu%.cu}
    "$NVCC" -arch=sm_80 -O3 -lineinfo --ptx "$cu" -o "$x.O3.ptx"
    "$NVCC" -arch=sm_80 -G --ptx "$cu" -o "$x.O0.ptx"
    for s in $SM90; do
        if [ "$s" = "$x" ]; then
            "$NVCC" -arch=sm_90 -O3 -lineinfo --ptx "$cu" -o "$x.sm90.O3.ptx"
        fi
    done
    echo "regen-c.sh: $x"
done
