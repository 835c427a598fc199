#!/usr/bin/env bash
# check-e2e.sh WARPSAFE DIR NAME: `warpsafe check --format json NAME.ptx (or NAME.ll, NAME.bc)` (run
# in DIR) must equal NAME.expected.json once the tool block (versions) is
# removed; the output must validate against the JSON schema.
set -u
ws=$1 dir=$2 name=$3
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir" || exit 1
input=$name.ptx
for x in ll bc; do [ -f "$name.$x" ] && input=$name.$x; done
args=()
[ -f "$name.args" ] && read -r -a args <"$name.args"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$ws" check --format json "${args[@]}" "$input" >"$out"
rc=$?
want_rc=0
[ -f "$name.rc" ] && want_rc=$(cat "$name.rc")
if [ "$rc" != "$want_rc" ]; then
  echo "expected exit status $want_rc, got $rc"
  exit 1
fi
py=/usr/bin/python3; [ -x "$py" ] || py=python3
"$py" "$here/json-check.py" "$out" "$here/../../reports/schema/warpsafe-findings-1.schema.json" \
  "$name.expected.json"
