#!/usr/bin/env bash
# evidence.sh WARPSAFE ROOT: --evidence DIR (issue 17, part 5): every
# solver query as an SMT-LIB2 file named by its SHA-256, and a manifest
# (schema warpsafe-evidence-1) binding them to the inputs, with the pairs
# decided without a query (intervals, buffers, replays) and why; the
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
# a sat result carries its model: the script up to (check-sat), then the model's values asserted
for ev in sys.argv[3:5]:
    m = json.load(open(os.path.join(ev, "manifest.json")))
    sat = [o for o in m["obligations"] if o["result"] == "sat"]
    assert sat and all("witness" in o for o in sat if o["decided_by"] != "constant"), sat[:2]
    for o in sat:
        if "witness" not in o:
            continue
        a = open(os.path.join(ev, o["file"])).read()
        w = open(os.path.join(ev, o["witness"]["file"])).read()
        head = a[:a.index("(check-sat)")]
        assert w.startswith(head) and w.endswith("(check-sat)\n") and "(assert (= " in w[len(head):], o
# the steps decided without a query: interval arguments, distinct buffers, and the
# replay that confirmed each finding (reduce_race: one per violated rule)
m = json.load(open(os.path.join(sys.argv[3], "manifest.json")))
why = [d["reason"] for d in m["decisions"]]
assert any(w.startswith("never in one barrier interval") for w in why), why[:5]
assert any(w.startswith("distinct pointer parameters") for w in why), why[:5]
race = [d for d in m["decisions"] if d["kernel"] == "_Z11reduce_racePKfPfi" and "confirmed the race" in d["reason"]]
findings = [f for fi in json.load(open(sys.argv[1]))["files"] for k in fi["kernels"] if k["name"] == "_Z11reduce_racePKfPfi"
            for f in k["findings"]]
assert len(race) == len(findings) > 0 and sorted(d["lines"] for d in race) == \
    sorted([f["accesses"][0]["ptx_line"], f["accesses"][-1]["ptx_line"]] for f in findings), (race, findings)
PY
{ echo "FAIL: the evidence does not re-check"; fails=$((fails + 1)); }
cmp -s <("$py" -c 'import json,sys; print([(k["name"],k["verdict"],[(r["id"],r["verdict"]) for r in k["rules"]]) for f in json.load(open(sys.argv[1]))["files"] for k in f["kernels"]])' "$tmp/with.json") \
       <("$py" -c 'import json,sys; print([(k["name"],k["verdict"],[(r["id"],r["verdict"]) for r in k["rules"]]) for f in json.load(open(sys.argv[1]))["files"] for k in f["kernels"]])' "$tmp/without.json") ||
  { echo "FAIL: --evidence changed a verdict"; fails=$((fails + 1)); }
# warpsafe evidence check: agreement, then a tampered script, input and result
expect 0 "evidence check" -- "$ws" evidence check "$tmp/ev2"
has out "^cvc5: [1-9][0-9]* agree, 0 disagree" "cvc5 agrees"
has out "^z3: [1-9][0-9]* agree, 0 disagree" "z3 agrees"
has out "^files changed or missing: 0" "nothing changed"
cp "$tmp/out" "$tmp/check1"
expect 0 "evidence check --jobs 2" -- "$ws" evidence check --jobs 2 "$tmp/ev2"
cmp -s "$tmp/out" "$tmp/check1" || { echo "FAIL: evidence check --jobs 2 printed another report"; diff "$tmp/check1" "$tmp/out" | head -5; fails=$((fails + 1)); }
has out "^re-checked by at least one solver: ([0-9]+) of \1 \(0 by neither" "every script re-checked"
# a script no solver decides within 1 s (factoring the product of two random 61-bit primes: neither solver does in 10 s): counted; --strict fails on it
cp -r "$tmp/ev2" "$tmp/t4"
printf '(set-logic QF_BV)\n(declare-const x (_ BitVec 128))\n(declare-const y (_ BitVec 128))\n(assert (bvugt x (_ bv1 128)))\n(assert (bvugt y (_ bv1 128)))\n(assert (bvult x (_ bv2305843009213693952 128)))\n(assert (bvult y (_ bv2305843009213693952 128)))\n(assert (= (bvmul x y) (_ bv2617561127566602580121992337657605453 128)))\n(check-sat)\n' >"$tmp/hard.smt2"
h=$(sha256sum "$tmp/hard.smt2" | cut -d' ' -f1)
cp "$tmp/hard.smt2" "$tmp/t4/obligations/$h.smt2"
"$py" - "$tmp/t4/manifest.json" "$h" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
o = dict(next(o for o in m["obligations"] if o["result"] in ("unsat", "sat")))
o["sha256"], o["file"], o["result"] = sys.argv[2], "obligations/%s.smt2" % sys.argv[2], "unsat"
m["obligations"].append(o)
json.dump(m, open(sys.argv[1], "w"))
PY
[ $? -eq 0 ] || { echo "FAIL: the script could not be added"; fails=$((fails + 1)); }
expect 0 "a script no solver decides in 1 s" -- "$ws" evidence check --timeout 1 -j 2 "$tmp/t4"
has out "\(1 by neither within the limit\)" "counted"
expect 1 "--strict" -- "$ws" evidence check --timeout 1 -j 2 --strict "$tmp/t4"
for b in "--jobs x" "--jobs" "--timeout 0" "--timeout -3" "--frob"; do
  expect 3 "evidence check $b" -- "$ws" evidence check "$tmp/t4" $b
done
# a witness that is not its script with a model (another sat script): CHANGED
cp -r "$tmp/ev" "$tmp/t5"
"$py" - "$tmp/t5" <<'PY' || { echo "FAIL: no witness to tamper with"; fails=$((fails + 1)); }
import hashlib, json, os, sys
d = sys.argv[1]
m = json.load(open(os.path.join(d, "manifest.json")))
o = next(o for o in m["obligations"] if "witness" in o)
text = b"(declare-const x (_ BitVec 8))\n(assert (= x #x01))\n(check-sat)\n"
h = hashlib.sha256(text).hexdigest()
open(os.path.join(d, "obligations", h + ".smt2"), "wb").write(text)
for x in m["obligations"]:
    if x.get("witness", {}).get("sha256") == o["witness"]["sha256"]:
        x["witness"] = {"file": "obligations/%s.smt2" % h, "sha256": h}
json.dump(m, open(os.path.join(d, "manifest.json"), "w"))
PY
expect 1 "a witness that is not its script" -- "$ws" evidence check "$tmp/t5"
has out "CHANGED \(its witness is not this script with a model's values asserted\)" "the witness refused"
cp -r "$tmp/ev2" "$tmp/t1"
f=$(ls "$tmp/t1"/obligations/*.smt2 | head -1)
sed -i '1s/^/; edited\n/' "$f"
expect 1 "a script edited" -- "$ws" evidence check "$tmp/t1"
has out "CHANGED \(its SHA-256 is not its name" "the edited script named"
cp -r "$tmp/ev2" "$tmp/t2"
"$py" - "$tmp/t2/manifest.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
o = next(o for o in m["obligations"] if o["result"] in ("unsat", "sat"))
flip = {"unsat": "sat", "sat": "unsat"}[o["result"]]
for x in m["obligations"]:
    if x["sha256"] == o["sha256"]:
        x["result"] = flip  # a false claim the solvers must refute
json.dump(m, open(sys.argv[1], "w"))
PY
expect 1 "a result flipped" -- "$ws" evidence check "$tmp/t2"
has out "the run recorded (un)?sat, cvc5 says (un)?sat" "cvc5 disagrees"
has out "the run recorded (un)?sat, z3 says (un)?sat" "z3 disagrees"
cp "$e2e/narrow-load-zero-extends.ptx" "$tmp/input.ptx"
expect 0 "evidence of a copied input" -- "$ws" check $(cat "$e2e/narrow-load-zero-extends.args") --evidence "$tmp/t3" "$tmp/input.ptx"
echo "// edited" >>"$tmp/input.ptx"
expect 1 "an input edited" -- "$ws" evidence check "$tmp/t3"
has out "input.ptx: CHANGED since the evidence was made" "the edited input named"
expect 3 "no manifest" -- "$ws" evidence check "$tmp/nowhere"
expect 3 "bad usage" -- "$ws" evidence check
printf '{"schema": "warpsafe-evidence/9"}' >"$tmp/t2/manifest.json"
expect 3 "another version" -- "$ws" evidence check "$tmp/t2"
has err "error\[EVD001\]: evidence manifest: not a warpsafe evidence manifest of a known version" "says why"

expect 3 "into a directory that is not empty" -- "$ws" check --block 256 --grid 64 --evidence "$tmp/ev" "${inputs[@]}"
has err "not an empty directory" "says why"
[ "$fails" -eq 0 ] && echo "evidence: all checks passed"
exit $((fails > 0))
