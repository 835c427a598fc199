#!/usr/bin/env bash
# gen-rustc.sh: rebuilds the LLVM IR and PTX of the rustc kernels here
# (rustc-X.rs -> rustc-X.O3.ll/.ptx and rustc-X.O0.ll/.ptx) with the rustc on
# the PATH, for the nvptx64-nvidia-cuda target. The kernels are #![no_core]
# crates (no_core.rs declares what they need), so no core library for the
# target is needed; their nightly features are taken from a stable rustc with
# RUSTC_BOOTSTRAP=1. The committed files were made by rustc 1.95.0 (LLVM
# 22.1.2). Tests never need rustc: check-llvm.py compares the verdicts on
# the .ll and the .ptx (CTest rustc/llvm-agreement).
set -eu
cd "$(dirname "$0")"
command -v rustc >/dev/null || { echo "gen-rustc.sh: no rustc on the PATH" >&2; exit 2; }
rustc --print target-list | grep -qx nvptx64-nvidia-cuda ||
  { echo "gen-rustc.sh: this rustc has no nvptx64-nvidia-cuda target" >&2; exit 2; }
for src in rustc-*.rs; do
  base=${src%.rs}
  for o in 3 0; do
    RUSTC_BOOTSTRAP=1 rustc --target nvptx64-nvidia-cuda --crate-type cdylib -C target-cpu=sm_80 \
      -C opt-level=$o -C overflow-checks=off \
      --emit "llvm-ir=$base.O$o.ll,asm=$base.O$o.ptx" "$src"
  done
  echo "gen-rustc.sh: $base"
done
rm -f ./*.so ./*.o
