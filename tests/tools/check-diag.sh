#!/usr/bin/env bash
# check-diag.sh WARPSAFE DIR NAME: `warpsafe dump --ir NAME.ptx (or NAME.ll, NAME.bc)` (run in DIR, so
# paths in messages are relative) must exit 3 and print exactly NAME.err on stderr. NAME.env, where
# there is one, holds VAR=value lines set for the run.
set -u
ws=$1 dir=$2 name=$3
cd "$dir" || exit 1
input=$name.ptx
for x in ll bc; do [ -f "$name.$x" ] && input=$name.$x; done
err=$(mktemp)
trap 'rm -f "$err"' EXIT
if [ -f "$name.env" ]; then
  set -a
  . "./$name.env"
  set +a
fi
"$ws" dump --ir "$input" >/dev/null 2>"$err"
rc=$?
if [ $rc -ne 3 ]; then
  echo "expected exit status 3, got $rc"
  cat "$err"
  exit 1
fi
diff -u "$name.err" "$err"
