#!/bin/sh
# regen-ll.sh: rebuild the LLVM IR of every kernel of the corpus with clang-19
# (the LLVM front end's agreement test compares it with the PTX):
#   X.O3.ll  clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -S -emit-llvm
#   X.O0.ll  the same at -O0
# libdevice is linked as clang does by default (from the CUDA toolkit). clang
# 19 does not know CUDA 13: -Wno-unknown-cuda-version, and an empty
# texture_fetch_functions.h (a header CUDA 13 dropped) on the include path.
# Needs clang-19 and a CUDA toolkit (CUDA_PATH, default /usr/local/cuda);
# without them nothing is regenerated. Run from anywhere.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
if ! command -v "$CLANG" >/dev/null 2>&1 || [ ! -d "$CUDA_PATH/include" ]; then
    echo "regen-ll.sh: $CLANG or the CUDA toolkit ($CUDA_PATH) not found; IR not regenerated" >&2
    exit 0
fi
stub=$(mktemp -d)
trap 'rm -rf "$stub"' EXIT
: > "$stub/texture_fetch_functions.h"
export CLANG CUDA_PATH stub
ls ./${ONLY:-}*.cu | xargs -P "$(nproc)" -I{} sh -c '
    cu=$(basename {}); x=${cu%.cu}
    for o in O3 O0; do
        "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 --cuda-path="$CUDA_PATH" -I"$stub" -I"$CUDA_PATH/include/cccl" \
            -Wno-unknown-cuda-version -$o -gline-tables-only -fdebug-prefix-map="$PWD"=. \
            -S -emit-llvm -o "$x.$o.ll" "$cu" 2>/dev/null || echo "regen-ll.sh: $x does not compile with clang ($o)" >&2
    done'
echo "regen-ll.sh: $(ls ./*.O3.ll | wc -l) kernels"
