#!/usr/bin/env bash
# baseline.sh WARPSAFE ROOT: --write-baseline and --baseline (issue 17, part
# 2): a round trip, a source line shifted, a finding fixed, a new one, the
# SARIF baselineState the SARIF Multitool accepts, and bad baseline files.
# Runs in a scratch directory that links examples/ and holds their PTX with
# relative .file paths (as tests/sarif/check-sarif.sh does), so that the
# sources are readable and the fingerprints the same on every machine.
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"

mkdir -p "$tmp/w/in" "$tmp/shift/in" "$tmp/shift/examples"
ln -s "$root/examples" "$tmp/w/examples"
for x in reduce_race warp_reduce_race; do
  relative_ptx "$root/examples/$x.ptx" >"$tmp/w/in/$x.ptx"
done
# the same with a line added above everything in reduce_race.cu (its .loc lines + 1)
{ echo "// a line added above"; cat "$root/examples/reduce_race.cu"; } >"$tmp/shift/examples/reduce_race.cu"
cp "$root/examples/warp_reduce_race.cu" "$tmp/shift/examples/"
awk '{ if ($1 == ".loc" && $2 == "1") $3 = $3 + 1; print }' "$tmp/w/in/reduce_race.ptx" >"$tmp/shift/in/reduce_race.ptx"
cp "$tmp/w/in/warp_reduce_race.ptx" "$tmp/shift/in/"
L=(--block 256 --grid 64)
both=(in/reduce_race.ptx in/warp_reduce_race.ptx)
cd "$tmp/w" || exit 1

# state FILE NEW UNCHANGED GONE: the JSON report's baseline block and marks
state() {
  "$py" - "$@" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
b = d["baseline"]
want = [int(x) for x in sys.argv[2:5]]
got = [b["new"], b["unchanged"], len(b["gone"])]
marks = [f["baseline"] for fl in d["files"] for k in fl["kernels"] for f in k["findings"]]
assert got == want, (got, want)
assert marks.count("new") == want[0] and marks.count("unchanged") == want[1], marks
PY
}

expect 1 "write a baseline" -- "$ws" check --format json "${L[@]}" --write-baseline base.json "${both[@]}"
"$py" - base.json "$root/reports/schema/warpsafe-baseline-1.schema.json" <<'PY' || { echo "FAIL: the baseline file"; fails=$((fails + 1)); }
import json, sys, jsonschema
b = json.load(open(sys.argv[1]))
jsonschema.validate(b, json.load(open(sys.argv[2])))
assert len(b["findings"]) == 2, b
assert sorted(f["rule"] for f in b["findings"]) == ["shared-race", "shared-race"]
PY
ls -a | grep -q '\.tmp\.' && { echo "FAIL: a temporary file was left behind"; fails=$((fails + 1)); }

expect 0 "the same findings: the gate passes" -- "$ws" check --format json "${L[@]}" --baseline base.json "${both[@]}"
state "$tmp/out" 0 2 0 || { echo "FAIL: round trip"; fails=$((fails + 1)); }
expect 0 "text: in the baseline" -- "$ws" check --format text "${L[@]}" --baseline base.json "${both[@]}"
has out "note: shared-memory race.*\[shared-race\] \(in the baseline\)" "a baselined finding is a note"
has out "^warpsafe: baseline: 0 new, 2 in the baseline, 0 gone" "the text summary"

(cd "$tmp/shift" && "$ws" check --format json "${L[@]}" --baseline ../w/base.json "${both[@]}" >"$tmp/shift.json")
rc=$?
[ $rc = 0 ] || { echo "FAIL: a line added above the race: exit $rc"; fails=$((fails + 1)); }
state "$tmp/shift.json" 0 2 0 || { echo "FAIL: a line added above the race changed the match"; fails=$((fails + 1)); }

expect 0 "a finding fixed" -- "$ws" check --format text "${L[@]}" --baseline base.json in/reduce_race.ptx
has out "note: gone since the baseline: .*\[shared-race\]" "the fixed finding is listed"
has out "^warpsafe: baseline: 0 new, 1 in the baseline, 1 gone" "gone counted"
expect 0 "a finding fixed, JSON" -- "$ws" check --format json "${L[@]}" --baseline base.json in/reduce_race.ptx
state "$tmp/out" 0 1 1 || { echo "FAIL: gone in JSON"; fails=$((fails + 1)); }

expect 1 "baseline of one file" -- "$ws" check --format json "${L[@]}" --write-baseline one.json in/reduce_race.ptx
expect 1 "a new finding fails the gate" -- "$ws" check --format json "${L[@]}" --baseline one.json "${both[@]}"
state "$tmp/out" 1 1 0 || { echo "FAIL: a new finding"; fails=$((fails + 1)); }

expect 1 "SARIF with a baseline" -- "$ws" check --format sarif "${L[@]}" --baseline one.json -o new.sarif "${both[@]}"
expect 0 "SARIF with one gone" -- "$ws" check --format sarif "${L[@]}" --baseline base.json -o gone.sarif in/reduce_race.ptx
"$py" - new.sarif gone.sarif <<'PY' || { echo "FAIL: SARIF baselineState"; fails=$((fails + 1)); }
import json, sys
s = lambda p: sorted(r["baselineState"] for r in json.load(open(p))["runs"][0]["results"])
assert s(sys.argv[1]) == ["new", "unchanged"], s(sys.argv[1])
assert s(sys.argv[2]) == ["absent", "unchanged"], s(sys.argv[2])
PY
multitool_ok new.sarif "SARIF with a new finding"
multitool_ok gone.sarif "SARIF with a finding gone"

# bad baselines: exit 3, the file, line and column, and no report file
printf '{"schema": "warpsafe-baseline/1", "findings": [\n  {"fingerprint": ' >bad-json.json
printf '{"schema": "warpsafe-baseline/9", "findings": []}\n' >bad-version.json
printf '{"schema": "warpsafe-baseline/1",\n "findings": [],\n "extra": 1}\n' >bad-key.json
"$py" - base.json >bad-rule.json <<'PY'
import json, sys
b = json.load(open(sys.argv[1]))
b["findings"][0]["rule"] = "no-such-rule"
print(json.dumps(b, indent=1))
PY
expect 3 "not JSON" -- "$ws" check "${L[@]}" --baseline bad-json.json -o r1.json in/reduce_race.ptx
has err "^bad-json.json:2:18: error\[BASE002\]: baseline: not JSON" "where the JSON ends"
expect 3 "unknown version" -- "$ws" check "${L[@]}" --baseline bad-version.json in/reduce_race.ptx
has err "^bad-version.json:1:2: error\[BASE002\]: baseline: not a warpsafe baseline of a known version" "an unknown version"
expect 3 "unknown key" -- "$ws" check "${L[@]}" --baseline bad-key.json in/reduce_race.ptx
has err "^bad-key.json:3:2: error\[BASE002\]: baseline: unknown key \"extra\"" "the unknown key and its line"
expect 3 "unknown rule" -- "$ws" check "${L[@]}" --baseline bad-rule.json in/reduce_race.ptx
has err "^bad-rule.json:[0-9]+:[0-9]+: error\[BASE002\]: baseline: unknown rule \"no-such-rule\"" "an unknown rule"
expect 3 "missing baseline" -- "$ws" check "${L[@]}" --baseline nowhere.json in/reduce_race.ptx
has err "nowhere.json" "names the missing file"
expect 3 "--baseline without a file" -- "$ws" check "${L[@]}" --baseline= in/reduce_race.ptx
expect 3 "unwritable baseline" -- "$ws" check "${L[@]}" --write-baseline /nonexistent/dir/b.json in/reduce_race.ptx
has err "cannot write /nonexistent/dir/b.json" "names the file it cannot write"
cp base.json keep.json
expect 3 "no baseline from a failed run" -- "$ws" check "${L[@]}" --write-baseline keep.json --baseline bad-key.json in/reduce_race.ptx
cmp -s base.json keep.json || { echo "FAIL: a failed run rewrote the baseline"; fails=$((fails + 1)); }
ls -a | grep -q '\.tmp\.' && { echo "FAIL: a temporary file was left behind"; fails=$((fails + 1)); }

[ "$fails" -eq 0 ] && echo "baseline: all checks passed"
exit $((fails > 0))
