#!/usr/bin/env bash
# update-golden.sh [BUILD_DIR]: regenerates tests/golden/kir/*.kir and the
# tests/diag/*.err, tests/e2e/*.expected.json and tests/sarif/*.sarif
# expectations from the current build. Review the diff before committing: a golden change is a behaviour change.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
ws=${1:-$root/build}/warpsafe
for f in "$root"/tests/golden/ptx/*.ptx; do
  name=$(basename "$f" .ptx)
  "$ws" dump --ir "$f" >"$root/tests/golden/kir/$name.kir"
done
for f in "$root"/tests/golden/ll/*.ll; do
  [ -e "$f" ] || continue
  name=$(basename "$f" .ll)
  (cd "$root/tests/golden/ll" && "$ws" dump --ir "$name.ll") >"$root/tests/golden/kir/$name.kir"
done
for f in "$root"/tests/golden/access/*.ptx; do
  "$ws" dump --access "$f" >"${f%.ptx}.access"
done
cd "$root/tests/diag"
for f in *.ptx *.ll *.bc; do
  [ -e "$f" ] || continue
  name=${f%.*}
  # shellcheck disable=SC1090
  (if [ -f "$name.env" ]; then set -a; . "./$name.env"; set +a; fi
   "$ws" dump --ir "$f" >/dev/null 2>"$name.err") || true
done
cd "$root/tests/e2e"
for f in *.ptx *.ll *.bc; do
  [ -e "$f" ] || continue
  name=${f%.*}
  args=()
  [ -f "$name.args" ] && read -r -a args <"$name.args"
  "$ws" check --format json "${args[@]}" "$f" | python3 "$root/tests/tools/json-check.py" --strip >"$name.expected.json" || true
done
"$root/tests/sarif/check-sarif.sh" "$ws" "$root" --update >/dev/null || true
git -C "$root" status --short tests
