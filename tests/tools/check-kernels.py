#!/usr/bin/env python3
"""check-kernels.py WARPSAFE KERNELS_DIR: runs `warpsafe check` on every labeled
kernel (X.expected with X.O3.ptx, X.O0.ptx, X.sm90.O3.ptx, X.sm90.O0.ptx) under the launch of
its `args:` line and compares rule verdicts with the labels.

Fails on any unsound answer: a rule `verified` where the label says that rule
is violated, or a `violation` where the label says verified. Prints how many
safe kernels each rule proves (unknown is never counted as proved).

KERNELS_DIR/achieved.txt is a ratchet: one line `BUILD RULE VERDICT` per
answer the tool has given and must keep giving (a proof or a confirmed
violation that matches the label). A build that falls back to unknown fails
the run; answers achieved beyond the list are printed so that they can be
added (`--update` rewrites the list)."""
import json
import os
import re
import subprocess
import sys

from corpus_labels import DEFAULT_RULES, parse_expected

BUILDS = {"O3": ".O3.ptx", "O0": ".O0.ptx", "sm90.O3": ".sm90.O3.ptx", "sm90.O0": ".sm90.O0.ptx"}


def main():
    args = [a for a in sys.argv[1:] if a not in ("--update", "--missed")]
    missed = []   # --missed: labelled answers not given, with the tool's reason
    ws, kdir = args[0], args[1]
    unsound, runs = [], 0
    proved = {}   # rule -> [verified, safe-labelled]
    found = {}    # rule -> [confirmed violation, labelled violated]
    safe = [0, 0]  # builds labelled verified: both checked rules verified, all
    safe_all = [0, 0]  # files with a rules: line: every rule it names (that has a checker) verified
    update = "--update" in sys.argv
    ratchet_path = os.path.join(kdir, "achieved.txt")
    ratchet = set()
    if os.path.exists(ratchet_path):
        for line in open(ratchet_path):
            line = line.split("#", 1)[0].strip()
            if line:
                ratchet.add(tuple(line.split()))
    achieved = set()
    for name in sorted(os.listdir(kdir)):
        if not name.endswith(".expected"):
            continue
        base = os.path.join(kdir, name[: -len(".expected")])
        exp = parse_expected(base + ".expected", BUILDS)
        for build, (verdict, rule) in sorted(exp["builds"].items()):
            ptx = base + BUILDS[build]
            if not os.path.exists(ptx):
                continue
            runs += 1
            p = subprocess.run([ws, "check", "--format", "json"] + exp["args"] + [ptx],
                               capture_output=True, text=True)
            if p.returncode == 3:
                unsound.append(f"{ptx}: warpsafe failed: {p.stderr.strip()[:300]}")
                continue
            doc = json.loads(p.stdout)
            if verdict == "verified" and exp["rules"] != DEFAULT_RULES:
                got = {r["id"]: r["verdict"] for f in doc["files"] for k in f["kernels"] for r in k["rules"]}
                named = [r for r in exp["rules"] if r != "async-copy-race"]
                safe_all[1] += 1
                safe_all[0] += all(got.get(r) == "verified" for r in named)
                if not all(got.get(r) == "verified" for r in named):
                    missed.append(f"{os.path.basename(ptx)} (safe): " + "; ".join(
                        f"{r}: {got.get(r)}" for r in named if got.get(r) != "verified"))
            elif verdict == "verified":
                got = {r["id"]: r["verdict"] for f in doc["files"] for k in f["kernels"] for r in k["rules"]}
                safe[1] += 1
                ok = got.get("shared-race") == "verified" and got.get("barrier-divergence") == "verified"
                safe[0] += ok
                if not ok:
                    why = [f"{r['id']}: {r.get('reason', r['verdict'])}" for f in doc["files"] for k in f["kernels"]
                           for r in k["rules"] if r["id"] in ("shared-race", "barrier-divergence")
                           and r["verdict"] != "verified"]
                    missed.append(f"{os.path.basename(ptx)} (safe): " + "; ".join(why))
            for f in doc["files"]:
                for k in f["kernels"]:
                    for r in k["rules"]:
                        rid, got = r["id"], r["verdict"]
                        if rid not in exp["rules"]:
                            continue
                        bad_rule = verdict == "violation" and rule == rid
                        if bad_rule and got == "verified":
                            unsound.append(f"{ptx}: {rid} verified, labelled violation {rule}")
                        if verdict == "verified" and got == "violation":
                            unsound.append(f"{ptx}: {rid} violation, labelled verified")
                        if (bad_rule and got == "violation") or (got == "verified" and not bad_rule):
                            achieved.add((os.path.basename(ptx), rid, got))
                        if bad_rule and got != "violation":
                            missed.append(f"{os.path.basename(ptx)} ({rid}): {r.get('reason', got)}")
                        if bad_rule:
                            s = found.setdefault(rid, [0, 0])
                            s[1] += 1
                            s[0] += got == "violation"
                        if verdict == "verified" or (verdict == "violation" and rule != rid):
                            s = proved.setdefault(rid, [0, 0])
                            s[1] += 1
                            s[0] += got == "verified"
    for rid, (v, n) in sorted(proved.items()):
        print(f"{rid}: verified {v} of {n} builds labelled free of it")
    for rid, (v, n) in sorted(found.items()):
        print(f"{rid}: confirmed violation in {v} of {n} builds labelled violating it")
    print(f"builds labelled verified: shared-race and barrier-divergence both verified in {safe[0]} of {safe[1]}")
    if safe_all[1]:
        print(f"builds labelled verified with a rules: line: every named rule verified in {safe_all[0]} of {safe_all[1]}")
    print(f"{runs} kernel builds checked, {len(unsound)} unsound answers")
    for u in unsound:
        print("UNSOUND:", u)
    if "--missed" in sys.argv:
        for m in missed:
            print("MISSED:", m[:400])
    lost = sorted(ratchet - achieved)
    gained = sorted(achieved - ratchet)
    for r in lost:
        print("LOST (in achieved.txt, not achieved now):", " ".join(r))
    if gained and not update:
        print(f"{len(gained)} answers achieved beyond achieved.txt (run with --update to record them)")
    if update:
        with open(ratchet_path, "w") as f:
            f.write("# check-kernels.py ratchet: answers (proofs, confirmed violations) the tool must keep giving\n")
            for r in sorted(achieved):
                f.write(" ".join(r) + "\n")
        lost = []
    return 1 if unsound or lost or runs == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
