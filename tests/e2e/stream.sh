#!/usr/bin/env bash
# stream.sh WARPSAFE ROOT: check --format jsonl (issue 17, "output an editor
# plugin can read incrementally"): a line per kernel, the same object as
# the JSON report's, written while later kernels are still analyzed, then
# an end line with the summary, baseline, diagnostics and exit status; the
# lines follow reports/schema/warpsafe-stream-1.schema.json; the same with
# --jobs, with suppressions and a baseline, and from `merge`.
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"
export XDG_CACHE_HOME=/dev/null/no-cache
inputs=("$root"/examples/*.ptx "$root"/tests/e2e/benign-write.ptx "$root"/tests/e2e/divergence.ptx
        "$root"/tests/e2e/launch.ptx "$root"/tests/e2e/no-wrap-matmul.ptx)
same_as_json() {  # same_as_json WHAT JSONL JSON RC: the kernels, diagnostics, baseline and exit status agree
  "$py" - "$2" "$3" "$4" "$root/reports/schema" <<'PY' || { echo "FAIL: $1"; fails=$((fails + 1)); }
import json, sys, jsonschema
lines = [json.loads(l) for l in open(sys.argv[1])]
whole = json.load(open(sys.argv[2]))
d = sys.argv[4]
store = {}
for n in ("warpsafe-findings-1", "warpsafe-stream-1"):
    s = json.load(open("%s/%s.schema.json" % (d, n)))
    store[s["$id"]] = s
stream = store["https://warpsafe.dev/schema/warpsafe-stream-1.schema.json"]
resolver = jsonschema.RefResolver.from_schema(stream, store=store)
for l in lines:
    jsonschema.validate(l, stream, resolver=resolver)
assert [l["type"] for l in lines] == ["kernel"] * (len(lines) - 1) + ["end"], [l["type"] for l in lines]
ks = [(f["path"], f["sha256"], k) for f in whole["files"] for k in f["kernels"]]
assert [(l["file"]["path"], l["file"]["sha256"], l["kernel"]) for l in lines[:-1]] == ks
end = lines[-1]
assert end["diagnostics"] == whole["diagnostics"] and end.get("baseline") == whole.get("baseline"), end
assert end["exit_code"] == int(sys.argv[3]), (end["exit_code"], sys.argv[3])
v = [k["verdict"] for _, _, k in ks]
assert end["summary"] == {"files": len(whole["files"]), "kernels": len(ks), "verified": v.count("verified"),
                          "violation": v.count("violation"), "unknown": v.count("unknown")}, end["summary"]
PY
}
"$ws" check --format json "${inputs[@]}" >"$tmp/whole.json" 2>/dev/null
for j in 1 3; do
  "$ws" check --format jsonl --jobs "$j" "${inputs[@]}" >"$tmp/s.jsonl" 2>/dev/null; rc=$?
  same_as_json "jsonl --jobs $j as the JSON report" "$tmp/s.jsonl" "$tmp/whole.json" "$rc"
done
[ "$(wc -l <"$tmp/s.jsonl")" -ge 8 ] || { echo "FAIL: too few kernel lines"; fails=$((fails + 1)); }
"$ws" merge --format jsonl "$tmp/whole.json" >"$tmp/m.jsonl" 2>/dev/null
cmp -s "$tmp/m.jsonl" "$tmp/s.jsonl" || { echo "FAIL: merge --format jsonl differs from check's"; fails=$((fails + 1)); }

# lines come while the run goes on: the first kernel's line is there while a slow last kernel is analyzed
"$py" - "$ws" "$root/examples/reduce_ok.ptx" "$root/tests/e2e/flag-gpu-then-cta-fence.ptx" <<'PY' ||
import subprocess, sys
p = subprocess.Popen([sys.argv[1], "check", "--format", "jsonl", sys.argv[2], sys.argv[3]], stdout=subprocess.PIPE,
                     stderr=subprocess.DEVNULL, text=True)
first = p.stdout.readline()
running = p.poll() is None
rest = p.stdout.read()
p.wait()
assert '"type":"kernel"' in first and '"_Z9reduce_okPKfPfi"' in first, first
assert running, "the first line came only when the run had ended"
assert rest.count("\n") == 2 and '"type":"end"' in rest.splitlines()[-1], rest[-300:]
PY
{ echo "FAIL: the lines are not written as kernels finish"; fails=$((fails + 1)); }

# the CI-gate state in the lines: a suppression, a baseline (tests/e2e/merge.sh's scratch set-up)
mkdir -p "$tmp/gate/examples" && cd "$tmp/gate" || exit 1
sed '16s|$| // warpsafe-ignore(shared-race): accepted race|' "$root/examples/warp_reduce_race.cu" \
  >examples/warp_reduce_race.cu
relative_ptx "$root/examples/warp_reduce_race.ptx" >w.ptx
cp "$root/examples/reduce_race.cu" examples/
relative_ptx "$root/examples/reduce_race.ptx" >a.ptx
"$ws" check --format json --write-baseline base.json a.ptx >/dev/null 2>&1
"$ws" check --format json --baseline base.json a.ptx w.ptx >"$tmp/g.json" 2>/dev/null
"$ws" check --format jsonl --baseline base.json a.ptx w.ptx >"$tmp/g.jsonl" 2>/dev/null; rc=$?
same_as_json "jsonl with a suppression and a baseline" "$tmp/g.jsonl" "$tmp/g.json" "$rc"
grep -q '"suppressed":{"reason":"accepted race"' "$tmp/g.jsonl" || { echo "FAIL: no suppressed finding in the lines"; fails=$((fails + 1)); }
grep -q '"baseline":"unchanged"' "$tmp/g.jsonl" || { echo "FAIL: no baseline state in the lines"; fails=$((fails + 1)); }
[ "$fails" -eq 0 ] && echo "stream: all checks passed"
exit $((fails > 0))
