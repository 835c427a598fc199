#!/usr/bin/env bash
# text.sh WARPSAFE ROOT: the text report for terminals and editors (issue 17,
# part 8): each access with its source line and a caret under its column
# where the source is readable, the witness's launch in one note, colour
# only on a terminal (and never with NO_COLOR).
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"

mkdir -p "$tmp/w/in"
ln -s "$root/examples" "$tmp/w/examples"
relative_ptx "$root/examples/reduce_race.ptx" >"$tmp/w/in/rr.ptx"
cp "$root/examples/reduce_race.ptx" "$tmp/w/in/abs.ptx"
sed -E 's|^(\s*\.file\s+[0-9]+\s+)"[^"]*"|\1"nowhere/reduce_race.cu"|' "$root/examples/reduce_race.ptx" >"$tmp/w/in/gone.ptx"
cd "$tmp/w" || exit 1
L=(--block 256 --grid 64)

expect 1 "text with sources" -- "$ws" check --format text "${L[@]}" in/rr.ptx
"$py" - "$tmp/out" <<'PY' || { echo "FAIL: source lines and carets"; sed 's/^/  /' "$tmp/out"; fails=$((fails + 1)); }
import sys
lines = open(sys.argv[1]).read().split("\n")
src = "        if (tid < s) sdata[tid] += sdata[tid + s];"
err = [i for i, l in enumerate(lines) if ": error: shared-memory race:" in l][0]
assert lines[err].startswith("examples/reduce_race.cu:14:9: "), lines[err]
assert lines[err + 1] == "   14 | " + src, lines[err + 1]
assert lines[err + 2] == "      | " + " " * 8 + "^", repr(lines[err + 2])          # column 9
assert lines[err + 3].startswith("examples/reduce_race.cu:14:9: note: the other access (read shared)")
assert lines[err + 4] == "   14 | " + src and lines[err + 5] == lines[err + 2]
w = lines[err + 6]
assert ": note: witness: a launch of blocks (256,1,1) in a grid (64,1,1); with " in w, w
assert "\033[" not in "".join(lines), "colour in a file"
PY
expect 1 "no source: no excerpt" -- "$ws" check --format text "${L[@]}" in/gone.ptx
grep -q " | " "$tmp/out" && { echo "FAIL: an excerpt of an unreadable source"; fails=$((fails + 1)); }
has out "^nowhere/reduce_race.cu:14:9: error: shared-memory race" "the position stays"

if command -v script >/dev/null 2>&1; then  # a terminal: colour, unless NO_COLOR
  script -qc "'$ws' check --format text ${L[*]} in/rr.ptx" /dev/null >"$tmp/tty" 2>&1
  grep -q $'\033\\[1;31merror:\033\\[0m' "$tmp/tty" || { echo "FAIL: no colour on a terminal"; fails=$((fails + 1)); }
  NO_COLOR=1 script -qc "'$ws' check --format text ${L[*]} in/rr.ptx" /dev/null >"$tmp/tty" 2>&1
  grep -qE $'\033\\[[0-9;]*m' "$tmp/tty" && { echo "FAIL: colour with NO_COLOR"; fails=$((fails + 1)); }
else
  echo "FAIL: script (util-linux) is missing: no terminal to test colour on"
  fails=$((fails + 1))
fi

[ "$fails" -eq 0 ] && echo "text: all checks passed"
exit $((fails > 0))
