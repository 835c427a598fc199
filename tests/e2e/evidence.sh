#!/usr/bin/env bash
# evidence.sh WARPSAFE ROOT: --evidence DIR (issue 17, part 5, its first
# half): every solver query as an SMT-LIB2 file named by its SHA-256, and a
# manifest (schema warpsafe-evidence-1) binding them to the inputs; the
# z3 and cvc5 command-line solvers (Debian packages z3, cvc5) agree with
# every unsat and sat the run recorded, whether Z3 or warpsafe's own
# refutation and model search decided it; the verdicts are those of the
# run without --evidence.
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"
e2e=$root/tests/e2e
inputs=("$root/examples/reduce_ok.ptx" "$root/examples/reduce_race.ptx")
expect 1 "with evidence" -- "$ws" check --format json --block 256 --grid 64 --evidence "$tmp/ev" "${inputs[@]}"
cp "$tmp/out" "$tmp/with.json"
expect 1 "without" -- "$ws" check --format json --block 256 --grid 64 "${inputs[@]}"
cp "$tmp/out" "$tmp/without.json"
expect 0 "a kernel Z3 decides" -- "$ws" check --format json $(cat "$e2e/narrow-load-zero-extends.args") \
  --evidence "$tmp/ev2" "$e2e/narrow-load-zero-extends.ptx"
"$py" - "$tmp/with.json" "$tmp/without.json" "$tmp/ev" "$tmp/ev2" "$root/reports/schema/warpsafe-evidence-1.schema.json" <<'PY' ||
import hashlib, json, os, subprocess, sys, jsonschema
verdicts = lambda d: [(k["name"], k["verdict"]) for f in d["files"] for k in f["kernels"]]
assert verdicts(json.load(open(sys.argv[1]))) != [], "no kernels"
schema = json.load(open(sys.argv[5]))
seen = {"z3": 0, "refuted": 0, "model": 0}
for ev in sys.argv[3:5]:
    m = json.load(open(os.path.join(ev, "manifest.json")))
    jsonschema.validate(m, schema)
    assert m["obligations"], "no obligations"
    for o in m["obligations"]:
        path = os.path.join(ev, o["file"])
        text = open(path, "rb").read()
        assert hashlib.sha256(text).hexdigest() == o["sha256"], path
        if o["result"] == "unknown":
            continue
        for solver in (["z3", "-T:60"], ["cvc5", "--lang", "smt2", "--tlimit=60000"]):
            out = subprocess.run(solver + [path], capture_output=True, text=True).stdout.split()
            assert out and out[0] == o["result"], (solver[0], o, out[:3])
        seen["z3" if o["decided_by"].startswith("z3") else "refuted" if "refutation" in o["decided_by"] else "model"] += 1
    for i in m["inputs"]:
        assert hashlib.sha256(open(i["path"], "rb").read()).hexdigest() == i["sha256"], i
assert all(seen.values()), seen  # each way of deciding was re-checked at least once
PY
{ echo "FAIL: the evidence does not re-check"; fails=$((fails + 1)); }
cmp -s <("$py" -c 'import json,sys; print([(k["name"],k["verdict"],[(r["id"],r["verdict"]) for r in k["rules"]]) for f in json.load(open(sys.argv[1]))["files"] for k in f["kernels"]])' "$tmp/with.json") \
       <("$py" -c 'import json,sys; print([(k["name"],k["verdict"],[(r["id"],r["verdict"]) for r in k["rules"]]) for f in json.load(open(sys.argv[1]))["files"] for k in f["kernels"]])' "$tmp/without.json") ||
  { echo "FAIL: --evidence changed a verdict"; fails=$((fails + 1)); }
expect 3 "into a directory that is not empty" -- "$ws" check --block 256 --grid 64 --evidence "$tmp/ev" "${inputs[@]}"
has err "not an empty directory" "says why"
[ "$fails" -eq 0 ] && echo "evidence: all checks passed"
exit $((fails > 0))
