#!/usr/bin/env bash
# Regenerate the golden PTX corpus in tests/golden/ptx from tests/golden/src.
#
# Usage:
#   tests/tools/regen-golden-ptx.sh                 # local producers: nvcc, clang-19, llc-19, rustc nightly,
#                                                   # and PTX pulled out of an nvcc fatbinary (needs zstd)
#   tests/tools/regen-golden-ptx.sh --triton        # Triton 3.x kernels for sm_90 (host with Triton + PyTorch + GPU)
#   tests/tools/regen-golden-ptx.sh --fatbin        # cuobjdump -ptx on nvcc fatbinaries (host with cuobjdump)
#   tests/tools/regen-golden-ptx.sh --examples      # examples/*.ptx, tests/gpu/*.ptx from their .cu (nvcc)
#   options: --out DIR   write the golden .ptx files to DIR instead of tests/golden/ptx
#            --only PAT  only regenerate outputs whose file name matches the glob PAT (local mode)
#
# --triton and --fatbin may be combined; on the project's GPU machine it was run as
#   bash tests/tools/regen-golden-ptx.sh --triton --fatbin --out "$OUT"
# and the files were copied into tests/golden/ptx.
#
# Every producer that is not installed is skipped with a message. Generated
# files are never edited by hand. Paths inside .file directives and cuobjdump
# headers are absolute paths of the checkout the script ran in.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT" || exit 1
SRC=tests/golden/src
OUTDIR=tests/golden/ptx
MODE_LOCAL=0 MODE_TRITON=0 MODE_FATBIN=0 MODE_EXAMPLES=0 ONLY='*'
while [ $# -gt 0 ]; do
    case "$1" in
    --triton) MODE_TRITON=1 ;;
    --fatbin) MODE_FATBIN=1 ;;
    --local) MODE_LOCAL=1 ;;
    --examples) MODE_EXAMPLES=1 ;;
    --out) OUTDIR=$2; shift ;;
    --only) ONLY=$2; shift ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | grep '^#'; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
[ $MODE_TRITON = 0 ] && [ $MODE_FATBIN = 0 ] && [ $MODE_EXAMPLES = 0 ] && MODE_LOCAL=1
mkdir -p "$OUTDIR"

NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
CLANG=${CLANG:-$(command -v clang-19 || true)}
LLC=${LLC:-$(command -v llc-19 || true)}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/regen-ptx.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
FAIL=0 MADE=0 SKIPPED=0

want() { case "$1" in $ONLY) return 0 ;; *) return 1 ;; esac; }
ok()   { MADE=$((MADE + 1)); printf '  %-36s %7d bytes\n' "$1" "$(wc -c <"$OUTDIR/$1")"; }
bad()  { FAIL=$((FAIL + 1)); echo "  FAILED: $1" >&2; }
skip() { SKIPPED=$((SKIPPED + 1)); echo "  skipped: $*"; }

# nv OUT.ptx SRC.cu FLAGS...   (nvcc device-only PTX)
nv() {
    local out=$1 src=$2; shift 2
    want "$out" || return 0
    if "$NVCC" "$@" --ptx "$SRC/$src" -o "$OUTDIR/$out"; then ok "$out"; else bad "$out"; fi
}

# Clang needs an empty texture_fetch_functions.h (gone from CUDA 13) and the
# CCCL include directory (nvcc adds it implicitly).
STUB=$TMP/stub
mkdir -p "$STUB" && : >"$STUB/texture_fetch_functions.h"
CLANG_CUDA=(--cuda-device-only -S -nocudalib --cuda-path="$CUDA_PATH" -I"$STUB"
            -I"$CUDA_PATH/include/cccl" -Wno-unknown-cuda-version)
# cl OUT.ptx SRC.cu FLAGS...   (clang-19 CUDA device-only PTX)
cl() {
    local out=$1 src=$2; shift 2
    want "$out" || return 0
    if "$CLANG" "${CLANG_CUDA[@]}" "$@" "$SRC/$src" -o "$OUTDIR/$out"; then ok "$out"; else bad "$out"; fi
}

RUSTC=(rustup run nightly rustc --target nvptx64-nvidia-cuda --crate-type cdylib --emit asm)
# rs OUT.ptx SRC.rs FLAGS...   (rustc nightly, #![no_core] crate)
rs() {
    local out=$1 src=$2; shift 2
    want "$out" || return 0
    if "${RUSTC[@]}" "$@" "$SRC/$src" -o "$OUTDIR/$out" 2>"$TMP/rustc.log"; then ok "$out"
    else cat "$TMP/rustc.log" >&2; bad "$out"; fi
}

# Pull every PTX member out of an nvcc fatbinary (format: 16-byte header
# 0xBA55ED50, then entries {u16 kind (1 = PTX, 2 = ELF), u16 version,
# u32 header size, u64 padded payload size, u32 compressed size at +16, ...,
# u64 uncompressed size at +56}). CUDA 13 compresses members with zstd by
# default; the embedded PTX has its comments and indentation stripped.
fatbin_extract_ptx() {
    python3 - "$1" "$2" <<'PY'
import struct, subprocess, sys
data = open(sys.argv[1], 'rb').read()
magic, _, hsize, fsize = struct.unpack_from('<IHHQ', data, 0)
assert magic == 0xBA55ED50, 'not a fatbinary'
off, texts = hsize, []
while off < hsize + fsize:
    kind, _, ehsize, psize = struct.unpack_from('<HHIQ', data, off)
    csize = struct.unpack_from('<I', data, off + 16)[0]
    usize = struct.unpack_from('<Q', data, off + 56)[0]
    payload = data[off + ehsize: off + ehsize + (csize if usize and csize else psize)]
    if kind == 1:
        if payload[:4] == b'\x28\xb5\x2f\xfd':            # zstd frame
            payload = subprocess.run(['zstd', '-dc'], input=payload, capture_output=True, check=True).stdout
        elif usize:                                       # other compression (LZ4) not handled
            sys.exit('compressed PTX member in a format this script does not decode')
        texts.append(payload.rstrip(b'\0'))
    off += ehsize + psize
if len(texts) != 1:
    sys.exit('expected exactly one PTX member, found %d' % len(texts))
open(sys.argv[2], 'wb').write(texts[0] + (b'' if texts[0].endswith(b'\n') else b'\n'))
PY
}

run_local() {
    echo "== nvcc ($NVCC)"
    if [ -x "$NVCC" ]; then
        "$NVCC" --version | tail -1
        nv nvcc-O3-reduce.ptx           reduce.cu      -O3 -arch=sm_80
        nv nvcc-O3-sm75-reduce.ptx      reduce.cu      -O3 -arch=sm_75
        nv nvcc-O0-reduce.ptx           reduce.cu      -O0 -Xcicc -O0 -arch=sm_80
        nv nvcc-G-reduce.ptx            reduce.cu      -G -arch=sm_80
        nv nvcc-lineinfo-reduce.ptx     reduce.cu      -O3 -lineinfo -arch=sm_80
        nv nvcc-O3-cub.ptx              cub_kernels.cu -O3 -arch=sm_80
        nv nvcc-O3-sm90-cub.ptx         cub_kernels.cu -O3 -arch=sm_90
        nv nvcc-G-cub.ptx               cub_kernels.cu -G -arch=sm_80
        nv nvcc-O3-scan.ptx             scan.cu        -O3 -arch=sm_80
        nv nvcc-O3-sm75-scan.ptx        scan.cu        -O3 -arch=sm_75
        nv nvcc-O3-transpose.ptx        transpose.cu   -O3 -arch=sm_80
        nv nvcc-lineinfo-transpose.ptx  transpose.cu   -O3 -lineinfo -arch=sm_80
        nv nvcc-G-transpose.ptx         transpose.cu   -G -arch=sm_75
        nv nvcc-O3-matmul.ptx           matmul.cu      -O3 -arch=sm_80
        nv nvcc-O3-sm90-matmul.ptx      matmul.cu      -O3 -arch=sm_90
        nv nvcc-O3-histogram.ptx        histogram.cu   -O3 -arch=sm_80
        nv nvcc-O3-stencil.ptx          stencil.cu     -O3 -arch=sm_80
        nv nvcc-O0-stencil.ptx          stencil.cu     -O0 -Xcicc -O0 -arch=sm_80
        nv nvcc-O3-bitonic.ptx          bitonic.cu     -O3 -arch=sm_80
        nv nvcc-O3-dbuf.ptx             dbuf.cu        -O3 -arch=sm_80
        nv nvcc-O3-launch.ptx           launch.cu      -O3 -arch=sm_80
        nv nvcc-O3-sm90-cluster.ptx     cluster.cu     -O3 -arch=sm_90
        nv nvcc-O3-globals.ptx          globals.cu     -O3 -arch=sm_80
        nv nvcc-rdc-globals.ptx         globals.cu     -O3 -rdc=true -arch=sm_80
        nv nvcc-O3-cpasync.ptx          cpasync.cu     -O3 -arch=sm_80
        nv nvcc-O3-sm90-cpasync.ptx     cpasync.cu     -O3 -arch=sm_90
        nv nvcc-O3-atomics.ptx          atomics.cu     -O3 -arch=sm_80
        nv nvcc-O3-sm75-atomics.ptx     atomics.cu     -O3 -arch=sm_75
        nv nvcc-O3-switch.ptx           switch.cu      -O3 -arch=sm_80
        nv nvcc-G-switch.ptx            switch.cu      -G -arch=sm_80
        nv nvcc-O3-texture.ptx          texture.cu     -O3 -arch=sm_80
        nv nvcc-O3-fp.ptx               fp.cu          -O3 -arch=sm_80
        nv nvcc-O3-sm75-fp.ptx          fp.cu          -O3 -arch=sm_75
        nv nvcc-O3-inlineasm.ptx        inlineasm.cu   -O3 -arch=sm_80
        nv nvcc-O3-calls.ptx            calls.cu       -O3 -arch=sm_80
        nv nvcc-G-calls.ptx             calls.cu       -G -arch=sm_80
        nv nvcc-rdc-calls.ptx           calls.cu       -O3 -rdc=true -arch=sm_80
    else
        skip "nvcc not found"
    fi

    echo "== clang-19 (CUDA device-only) and llc-19"
    if [ -n "$CLANG" ] && [ -x "$CUDA_PATH/bin/nvcc" -o -d "$CUDA_PATH/include" ]; then
        "$CLANG" --version | head -1
        cl clang19-O3-reduce.ptx        reduce.cu      --cuda-gpu-arch=sm_80 -O3
        cl clang19-O0-reduce.ptx        reduce.cu      --cuda-gpu-arch=sm_80 -O0
        cl clang19-O3-scan.ptx          scan.cu        --cuda-gpu-arch=sm_80 -O3
        cl clang19-O3-sm90-scan.ptx     scan.cu        --cuda-gpu-arch=sm_90 -O3
        cl clang19-gline-transpose.ptx  transpose.cu   --cuda-gpu-arch=sm_80 -O3 -gline-tables-only
        cl clang19-gdir-matmul.ptx      matmul.cu      --cuda-gpu-arch=sm_80 -O3 -gline-tables-only -fdwarf-directory-asm
        cl clang19-g-histogram.ptx      histogram.cu   --cuda-gpu-arch=sm_80 -O3 -g -fdwarf-directory-asm
        cl clang19-O3-atomics.ptx       atomics.cu     --cuda-gpu-arch=sm_80 -O3 -std=c++17
        cl clang19-O3-switch.ptx        switch.cu      --cuda-gpu-arch=sm_80 -O3
        cl clang19-O0-switch.ptx        switch.cu      --cuda-gpu-arch=sm_80 -O0
        cl clang19-O3-calls.ptx         calls.cu       --cuda-gpu-arch=sm_80 -O3
        cl clang19-O3-launch.ptx        launch.cu      --cuda-gpu-arch=sm_80 -O3
        cl clang19-O3-inlineasm.ptx     inlineasm.cu   --cuda-gpu-arch=sm_80 -O3
        cl clang19-O3-globals.ptx       globals.cu     --cuda-gpu-arch=sm_80 -O3
        cl clang19-O3-fp.ptx            fp.cu          --cuda-gpu-arch=sm_80 -O3
        if [ -n "$LLC" ]; then
            if want llc19-stencil.ptx; then
                if "$CLANG" "${CLANG_CUDA[@]}" --cuda-gpu-arch=sm_80 -O2 -emit-llvm "$SRC/stencil.cu" -o "$TMP/stencil.ll" &&
                   "$LLC" -march=nvptx64 -mcpu=sm_80 -O3 "$TMP/stencil.ll" -o "$OUTDIR/llc19-stencil.ptx"
                then ok llc19-stencil.ptx; else bad llc19-stencil.ptx; fi
            fi
            if want llc19-misc.ptx; then
                if "$LLC" -march=nvptx64 -mcpu=sm_80 "$SRC/nvptx_misc.ll" -o "$OUTDIR/llc19-misc.ptx"
                then ok llc19-misc.ptx; else bad llc19-misc.ptx; fi
            fi
        else
            skip "llc-19 not found"
        fi
    else
        skip "clang-19 or the CUDA headers not found"
    fi

    echo "== rustc nightly (nvptx64-nvidia-cuda, #![no_core])"
    if command -v rustup >/dev/null && rustup run nightly rustc --version >/dev/null 2>&1; then
        rustup run nightly rustc --version
        rs rustc-nvptx-saxpy.ptx        rust_saxpy.rs  -C target-cpu=sm_80 -C opt-level=3
        rs rustc-nvptx-O0-saxpy.ptx     rust_saxpy.rs  -C target-cpu=sm_80 -C opt-level=0 -C overflow-checks=off
        rs rustc-nvptx-shared.ptx       rust_shared.rs -C target-cpu=sm_80 -C opt-level=3
        rs rustc-nvptx-g-shared.ptx     rust_shared.rs -C target-cpu=sm_90 -C opt-level=3 -C debuginfo=2 -C target-feature=+ptx78
    else
        skip "rustup nightly not found"
    fi

    echo "== PTX extracted from an nvcc fatbinary (local: zstd)"
    if [ -x "$NVCC" ] && command -v zstd >/dev/null && want fatbin-local-transpose.ptx; then
        if "$NVCC" -fatbin -O3 -gencode arch=compute_80,code=compute_80 -gencode arch=compute_80,code=sm_80 \
               "$SRC/transpose.cu" -o "$TMP/transpose.fatbin" &&
           fatbin_extract_ptx "$TMP/transpose.fatbin" "$OUTDIR/fatbin-local-transpose.ptx"
        then ok fatbin-local-transpose.ptx; else bad fatbin-local-transpose.ptx; fi
    else
        want fatbin-local-transpose.ptx && skip "nvcc or zstd not found"
    fi
}

run_triton() {
    echo "== Triton (sm_90; GPU host)"
    if python3 -c 'import triton, torch' 2>/dev/null; then
        # Fresh cache so that every kernel is compiled, not loaded.
        TRITON_CACHE_DIR=$TMP/triton-cache python3 "$SRC/triton_kernels.py" "$OUTDIR" || bad triton
        for f in "$OUTDIR"/triton-*.ptx; do [ -f "$f" ] && ok "$(basename "$f")"; done
    else
        skip "Triton/PyTorch not importable (run --triton on the GPU machine)"
    fi
}

run_fatbin() {
    echo "== cuobjdump -ptx on nvcc fatbinaries"
    local CUOBJDUMP
    CUOBJDUMP=$(command -v cuobjdump || ls "$CUDA_PATH/bin/cuobjdump" 2>/dev/null || true)
    if [ -z "$CUOBJDUMP" ]; then skip "cuobjdump not found"; return; fi
    # One PTX member (compute_80) next to an sm_80 cubin.
    if "$NVCC" -fatbin -O3 -lineinfo -gencode arch=compute_80,code=compute_80 -gencode arch=compute_80,code=sm_80 \
           "$SRC/reduce.cu" -o "$TMP/reduce.fatbin" &&
       "$CUOBJDUMP" -ptx "$TMP/reduce.fatbin" >"$OUTDIR/fatbin-reduce.ptx"
    then ok fatbin-reduce.ptx; else bad fatbin-reduce.ptx; fi
    # Two PTX members (compute_80 and compute_90) in one fatbinary: cuobjdump
    # prints both, each after its own header.
    if "$NVCC" -fatbin -O3 -gencode arch=compute_80,code=compute_80 -gencode arch=compute_90,code=compute_90 \
           "$SRC/scan.cu" -o "$TMP/scan.fatbin" &&
       "$CUOBJDUMP" -ptx "$TMP/scan.fatbin" >"$OUTDIR/fatbin-multi-scan.ptx"
    then ok fatbin-multi-scan.ptx; else bad fatbin-multi-scan.ptx; fi
}

run_examples() {
    echo "== examples and GPU test kernels (nvcc -O3 -lineinfo -arch=sm_80)"
    if [ ! -x "$NVCC" ]; then skip "nvcc not found"; return; fi
    local f
    for f in examples/*.cu tests/gpu/*.cu; do
        if "$NVCC" -O3 -lineinfo -arch=sm_80 --ptx "$f" -o "${f%.cu}.ptx"
        then echo "  ${f%.cu}.ptx"; else bad "${f%.cu}.ptx"; fi
    done
}

[ $MODE_LOCAL = 1 ] && run_local
[ $MODE_TRITON = 1 ] && run_triton
[ $MODE_FATBIN = 1 ] && run_fatbin
[ $MODE_EXAMPLES = 1 ] && run_examples

echo "== checks"
for f in "$OUTDIR"/*.ptx; do
    [ -f "$f" ] || continue
    if ! grep -q '\.entry' "$f"; then echo "  no .entry in $f" >&2; FAIL=$((FAIL + 1)); fi
    if grep -q "$TMP" "$f"; then echo "  $f mentions the temporary directory $TMP" >&2; FAIL=$((FAIL + 1)); fi
done
echo "made $MADE, skipped $SKIPPED, failed $FAIL"
[ $FAIL = 0 ]
