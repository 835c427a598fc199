#!/usr/bin/env bash
# dump-all.sh WARPSAFE ROOT: `warpsafe dump --ir` and `dump --access` succeed
# on every PTX file under tests/ and examples/ except the deliberately bad
# inputs of tests/diag.
set -u
ws=$1 root=$2
n=0 bad=0
while IFS= read -r -d '' f; do
  n=$((n + 1))
  if ! "$ws" dump --ir "$f" >/dev/null; then
    echo "FAILED: dump --ir $f"
    bad=$((bad + 1))
  elif ! "$ws" dump --access "$f" >/dev/null; then
    echo "FAILED: dump --access $f"
    bad=$((bad + 1))
  fi
done < <(find "$root/tests" "$root/examples" -name '*.ptx' -not -path '*/tests/diag/*' -print0 | sort -z)
echo "$n PTX files, $bad failed"
[ "$n" -gt 0 ] && [ "$bad" -eq 0 ]
