#!/usr/bin/env bash
# check-golden.sh WARPSAFE X.ptx X.kir: the IR dump of X.ptx must equal X.kir.
# Golden files change only through tests/tools/update-golden.sh.
set -u
ws=$1 ptx=$2 kir=$3
[ -f "$kir" ] || { echo "missing golden file $kir (run tests/tools/update-golden.sh)"; exit 1; }
out=$(mktemp)
trap 'rm -f "$out"' EXIT
if ! "$ws" dump --ir "$ptx" >"$out"; then
  echo "warpsafe dump --ir failed on $ptx"
  exit 1
fi
diff -u "$kir" "$out"
