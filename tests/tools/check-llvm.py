#!/usr/bin/env python3
"""check-llvm.py WARPSAFE KERNELS_DIR [--update] [--jobs N]: the LLVM front end's
agreement test. For every labelled kernel of the corpus (X.expected) and each
build with both files (X.O3.ll and X.O3.ptx, X.O0.ll and X.O0.ptx; or X.ll
and X.ptx of one compiler, labelled by the `build:` line, as in tests/triton), runs
`warpsafe check` on the LLVM IR (clang-19) and on the PTX (nvcc) under the
launch of its `args:` line and compares the verdict of every rule, kernel
by kernel.

Fails on:
- a difference not listed in KERNELS_DIR/llvm-differences.txt (one line per
  difference, `BUILD KERNEL RULE PTX-VERDICT LL-VERDICT  # reason`), or a listed
  one that is gone (the list says exactly what differs; --update rewrites it,
  keeping the reasons of lines that stay);
- an unsound answer on the IR: a rule `verified` where the label says the
  kernel violates it, or a `violation` where the label says verified;
- warpsafe failing (exit 3) on a .ll file.
Prints the agreement figures and the time of both front ends."""
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from corpus_labels import parse_expected

BUILDS = ("O3", "O0")


def run(ws, args, path):
    t0 = time.perf_counter()
    p = subprocess.run([ws, "check", "--format", "json"] + args + [path], capture_output=True, text=True)
    dt = time.perf_counter() - t0
    try:
        doc = json.loads(p.stdout) if p.returncode != 3 else None
    except json.JSONDecodeError:
        doc = None
    if doc is None:
        return None, f"exit {p.returncode}: " + p.stderr.strip()[-300:], dt
    got = {}
    for f in doc["files"]:
        for k in f["kernels"]:
            for r in k["rules"]:
                got[(k["name"], r["id"])] = (r["verdict"], r.get("reason", ""))
    return got, None, dt


def main():
    argv = sys.argv[1:]
    update = "--update" in argv
    jobs = os.cpu_count() or 2
    if "--jobs" in argv:
        jobs = int(argv[argv.index("--jobs") + 1])
    args = [a for i, a in enumerate(argv) if not a.startswith("--") and (i == 0 or argv[i - 1] != "--jobs")]
    ws, kdir = args[0], args[1]
    listed = {}
    lpath = os.path.join(kdir, "llvm-differences.txt")
    if os.path.exists(lpath):
        for line in open(lpath):
            body, _, why = line.partition("#")
            words = body.split()
            if len(words) == 5:
                listed[tuple(words)] = why.strip()
    work = []
    for name in sorted(os.listdir(kdir)):
        if not name.endswith(".expected"):
            continue
        base = os.path.join(kdir, name[: -len(".expected")])
        exp = parse_expected(base + ".expected", BUILDS + ("build",))
        for b in BUILDS:
            ll, ptx = f"{base}.{b}.ll", f"{base}.{b}.ptx"
            if os.path.exists(ll) and os.path.exists(ptx):
                work.append((os.path.basename(base) + "." + b, exp, b, ll, ptx))
        if os.path.exists(base + ".ll") and os.path.exists(base + ".ptx"):  # one build, the "build:" label
            work.append((os.path.basename(base), exp, "build", base + ".ll", base + ".ptx"))
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        res = list(pool.map(lambda w: (run(ws, w[1]["args"], w[3]), run(ws, w[1]["args"], w[4])), work))
    diffs, failed, unsound = {}, [], []
    agree = compared = 0
    t_ll = t_ptx = 0.0
    for (bname, exp, b, ll, ptx), ((gl, el, dl), (gp, ep, dp)) in zip(work, res):
        t_ll += dl
        t_ptx += dp
        if gl is None:
            failed.append(f"{ll}: {el}")
            continue
        if gp is None:
            continue
        label, lrule = exp["builds"].get(b, (None, None))
        for key in sorted(set(gl) | set(gp)):
            kname, rid = key
            vl = gl.get(key, ("absent", ""))[0]
            vp = gp.get(key, ("absent", ""))[0]
            compared += 1
            if vl == vp:
                agree += 1
            else:
                diffs[(bname, kname, rid, vp, vl)] = gl.get(key, ("", ""))[1]
            # against the label (of the source): a listed difference explains it (the IR
            # compiled from the source may really differ, e.g. a racy access deleted)
            excused = (bname, kname, rid, vp, vl) in listed
            if rid in exp["rules"] and label == "violation" and lrule == rid and vl == "verified" and not excused:
                unsound.append(f"{ll}: {kname} {rid} verified, labelled violation")
            if rid in exp["rules"] and label == "verified" and vl == "violation" and not excused:
                unsound.append(f"{ll}: {kname} {rid} violation, labelled verified")
    new = sorted(set(diffs) - set(listed))
    gone = sorted(set(listed) - set(diffs))
    print(f"{len(work)} builds, {compared} rule verdicts compared: {agree} agree, {len(diffs)} differ "
          f"({len(diffs) - len(new)} listed with a reason)")
    print(f"time per build (process, analysis included): .ll {1e3 * t_ll / max(len(work), 1):.1f} ms, "
          f".ptx {1e3 * t_ptx / max(len(work), 1):.1f} ms")
    for f in failed:
        print("FAILED:", f)
    for u in unsound:
        print("UNSOUND:", u)
    if update:
        with open(lpath, "w") as out:
            out.write("# Differences between the verdicts on the clang-19 IR and on the nvcc PTX of a corpus\n"
                      "# kernel: BUILD KERNEL RULE PTX-VERDICT LL-VERDICT  # reason. check-llvm.py keeps this\n"
                      "# list exact (--update rewrites it, keeping the reasons of lines that stay).\n")
            for d in sorted(diffs):
                why = listed.get(d) or "TODO: " + diffs[d][:160]
                out.write(" ".join(d) + "  # " + why + "\n")
        print(f"wrote {lpath}")
    else:
        for d in new:
            print("NEW DIFFERENCE:", " ".join(d), "--", diffs[d][:200])
        for d in gone:
            print("GONE (listed, no longer differs):", " ".join(d))
    bad = failed or unsound or (not update and (new or gone))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
