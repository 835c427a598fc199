#!/usr/bin/env bash
# check-sarif.sh WARPSAFE ROOT [--update]: warpsafe's SARIF, end to end.
#   1. golden: `check --format sarif` of the cases below equals
#      tests/sarif/NAME.sarif once the tool's version is blanked (--update
#      rewrites them);
#   2. code scanning: the SARIF Multitool (scripts/deps.sh puts it in
#      .tools/) validates each with its SARIF and GitHub rules: no error,
#      no warning;
#   3. fingerprints: the race of examples/reduce_race.cu keeps its
#      partialFingerprints when a line is added above it (its .loc lines
#      shift by one), and changes when the racing line's text does.
# The inputs are the examples' PTX with their .file paths made relative, run
# in a scratch directory that links examples/, so that every path in the
# output is relative and the same on every machine.
set -u
ws=$1 root=$2 update=${3:-}
here=$root/tests/sarif
py=/usr/bin/python3; [ -x "$py" ] || py=python3
fails=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=../tools/sarif-tools.sh
. "$root/tests/tools/sarif-tools.sh"

# inputs: .file 1 "/any/where/examples/X.cu" -> "examples/X.cu"
mkdir -p "$tmp/run/in"
ln -s "$root/examples" "$tmp/run/examples"
for x in reduce_ok reduce_race warp_reduce_race; do
  relative_ptx "$root/examples/$x.ptx" >"$tmp/run/in/$x.ptx"
done
cp "$root/tests/e2e/narrow-load-zero-extends.ptx" "$root/tests/e2e/no-wrap-matmul.ptx" "$tmp/run/in/"
head -c 700 "$root/examples/reduce_ok.ptx" >"$tmp/run/in/truncated.ptx"

# NAME EXPECTED-EXIT ARGS...
cases=(
  "examples 1 --block 256 --grid 64 in/reduce_ok.ptx in/reduce_race.ptx in/warp_reduce_race.ptx"
  "assumptions 0 --block 16,16 --grid 4,4 in/no-wrap-matmul.ptx"
  "unknown 0 --block 64 --grid 1 in/narrow-load-zero-extends.ptx"
  "bad-input 3 in/truncated.ptx"
)
for c in "${cases[@]}"; do
  read -r -a w <<<"$c"
  name=${w[0]} want=${w[1]}
  (cd "$tmp/run" && "$ws" check --format sarif -o "$tmp/$name.sarif" "${w[@]:2}" 2>/dev/null)
  rc=$?
  if [ "$rc" != "$want" ]; then
    echo "FAIL: $name: exit status $rc, expected $want"
    fails=$((fails + 1))
    continue
  fi
  "$py" - "$tmp/$name.sarif" "$tmp/$name.norm" "$want" <<'PY' || { echo "FAIL: $name: SARIF shape"; fails=$((fails + 1)); }
import json, sys
d = json.load(open(sys.argv[1]))
run = d["runs"][0]
drv = run["tool"]["driver"]
assert run["invocations"][0]["exitCode"] == int(sys.argv[3])
for r in run["results"]:
    assert r["ruleId"] == drv["rules"][r["ruleIndex"]]["id"]
    assert r["partialFingerprints"]["warpsafeFinding/v2"]
    for loc in r["locations"] + r.get("relatedLocations", []):
        uri = loc["physicalLocation"]["artifactLocation"]["uri"]
        assert not uri.startswith("/") and not uri.startswith("file:"), uri
drv["version"] = drv["semanticVersion"] = "VERSION"
json.dump(d, open(sys.argv[2], "w"), indent=1, sort_keys=True)
open(sys.argv[2], "a").write("\n")
PY
  if [ "$update" = "--update" ]; then
    cp "$tmp/$name.norm" "$here/$name.sarif"
  elif ! cmp -s "$tmp/$name.norm" "$here/$name.sarif"; then
    echo "FAIL: $name: differs from tests/sarif/$name.sarif"
    diff "$here/$name.sarif" "$tmp/$name.norm" | head -20
    fails=$((fails + 1))
  fi
  multitool_ok "$tmp/$name.sarif" "$name"
done

# fingerprints across a shifted source line and an edited one
fp() {  # the fingerprints of the results of SARIF $1, one per line
  "$py" -c 'import json,sys; [print(r["ruleId"], r["partialFingerprints"]["warpsafeFinding/v2"]) for r in json.load(open(sys.argv[1]))["runs"][0]["results"]]' "$1"
}
for v in shift edit; do
  mkdir -p "$tmp/$v/examples" "$tmp/$v/in"
  if [ $v = shift ]; then
    { echo "// a line added above"; cat "$root/examples/reduce_race.cu"; } >"$tmp/$v/examples/reduce_race.cu"
    awk '{ if ($1 == ".loc" && $2 == "1") $3 = $3 + 1; print }' "$tmp/run/in/reduce_race.ptx" >"$tmp/$v/in/reduce_race.ptx"
  else
    sed 's/sdata\[tid\] += sdata\[tid + s\];/sdata[tid] = sdata[tid] + sdata[tid + s];/' \
      "$root/examples/reduce_race.cu" >"$tmp/$v/examples/reduce_race.cu"
    cp "$tmp/run/in/reduce_race.ptx" "$tmp/$v/in/"
  fi
  (cd "$tmp/run" && "$ws" check --format sarif --block 256 --grid 64 -o "$tmp/base.sarif" in/reduce_race.ptx)
  (cd "$tmp/$v" && "$ws" check --format sarif --block 256 --grid 64 -o "$tmp/$v.sarif" in/reduce_race.ptx)
  a=$(fp "$tmp/base.sarif") b=$(fp "$tmp/$v.sarif")
  if [ -z "$a" ]; then
    echo "FAIL: $v: no result for examples/reduce_race.cu"
    fails=$((fails + 1))
  elif [ $v = shift ] && [ "$a" != "$b" ]; then
    echo "FAIL: a line added above the race changed its fingerprint: $a -> $b"
    fails=$((fails + 1))
  elif [ $v = edit ] && [ "$a" = "$b" ]; then
    echo "FAIL: editing the racing line kept its fingerprint: $a"
    fails=$((fails + 1))
  fi
done

[ "$fails" -eq 0 ] && echo "sarif: all checks passed"
exit $((fails > 0))
