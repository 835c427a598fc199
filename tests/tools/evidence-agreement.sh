#!/usr/bin/env bash
# evidence-agreement.sh WARPSAFE ROOT: every solver query warpsafe makes on
# the examples and the e2e kernels (default launches), written with
# --evidence, re-solved by cvc5 and the z3 command-line solver: none
# disagrees with the recorded result, and each script is decided by at
# least one of them within 60 s (`evidence check --strict`).
set -u
ws=$1 root=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$ws" check --no-cache --format json --jobs 0 --evidence "$tmp/ev" "$root"/examples/*.ptx "$root"/tests/e2e/*.ptx \
  >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then
  echo "FAIL: check --evidence exited $rc"; head -5 "$tmp/err"; exit 1
fi
"$ws" evidence check --jobs 0 --timeout 60 --strict "$tmp/ev" >"$tmp/out" 2>&1
rc=$?
grep -v "^$" "$tmp/out" | tail -6
[ "$rc" -eq 0 ] || { echo "FAIL: evidence check exited $rc"; exit 1; }
grep -q "^re-checked by at least one solver: \([0-9][0-9][0-9]*\) of \1 (0 by neither" "$tmp/out" ||
  { echo "FAIL: not every script re-checked"; exit 1; }
echo "evidence-agreement: all checks passed"
