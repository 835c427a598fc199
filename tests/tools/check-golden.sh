#!/usr/bin/env bash
# check-golden.sh WARPSAFE DUMP X.ptx X.golden: `warpsafe dump DUMP X.ptx` (DUMP is
# --ir or --access) must equal X.golden. Golden files change only through
# tests/tools/update-golden.sh.
set -u
ws=$1 dump=$2 ptx=$3 kir=$4
[ -f "$kir" ] || { echo "missing golden file $kir (run tests/tools/update-golden.sh)"; exit 1; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
if ! "$ws" dump "$dump" "$ptx" >"$out"; then
  echo "warpsafe dump $dump failed on $ptx"
  exit 1
fi
diff -u "$kir" "$out"
