#!/usr/bin/env bash
# Rebuilds main.ptx and lib.ptx from their .cu sources as relocatable
# device code (where nvcc exists; the tests need only the committed PTX).
set -eu
cd "$(dirname "$0")"
for f in main lib; do
  nvcc -rdc=true -ptx -arch=sm_75 -O3 -lineinfo "$PWD/$f.cu" -o "$f.ptx"
done
