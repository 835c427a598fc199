#!/usr/bin/env python3
"""run-check-bench.py [WARPSAFE] [KERNELS_DIR]: times `warpsafe check` on
every labelled kernel build of the corpus (tests/kernels), one process at a
time (one core), under the launch of its `args:` line.

Prints the median and p95 wall time per kernel build, the slowest builds,
obligations per second (from --stats: obligations solved by Z3 over the
time spent in the analysis of the kernel), how many builds ask Z3 at all
(a count that, unlike the times, is the same on every run), and the peak
resident memory of any one run. Issue 3's targets: median <= 20 ms, p95 <=
500 ms. With BENCH_MATCH set, only kernels whose name contains it (BENCH_MATCH=async-copy-race:
the asynchronous-copy tests, issue 14's figure; its target adds max <= 5 s).
Kernels whose labels have a `class:` line (part H: issue 16's kinds of
code) also get median, p95 and max per class.
Exit status 0 when both targets are met, 1 when one is missed, 2 on error."""
import os
import re
import shlex
import statistics
import subprocess
import sys
import time

BUILDS = {"O3": ".O3.ptx", "O0": ".O0.ptx", "sm90.O3": ".sm90.O3.ptx", "sm90.O0": ".sm90.O0.ptx"}
STATS = re.compile(r"^kernel \S+: .*?(\d+) obligations \((\d+) cached, (?:\d+ refuted, )?(?:\d+ guessed, )?(\d+) solved(?:; Z3 work (\d+))?\); ([\d.]+) ms$", re.M)


def args_of(path):
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if line.startswith("args:"):
            return shlex.split(line[5:])
    return []


def class_of(path):
    """The `class:` line of a kernel's labels (issue 16's kinds of code:
    uniform-loops, input-dependent, inter-block-sync, index-wrap), or None."""
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if line.startswith("class:"):
            return line[6:].strip()
    return None


def run(cmd):
    """Runs cmd; returns (seconds, peak RSS in KiB, stderr)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    return time.perf_counter() - t0, ru.ru_maxrss, err, p.returncode


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ws = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build", "warpsafe")
    kdir = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "tests", "kernels")
    rows = []
    solved = 0
    work = 0          # Z3's resource units (--stats): its effort, the same on every run
    asked = 0         # builds that ask Z3 anything (their work above 0)
    analysis_ms = 0.0
    per_kernel = []   # analysis time of each kernel (from --stats), without process start-up
    classes = {}      # class: line -> the times of its builds
    for name in sorted(os.listdir(kdir)):
        if not name.endswith(".expected") or os.environ.get("BENCH_MATCH", "") not in name:
            continue
        base = os.path.join(kdir, name[: -len(".expected")])
        args = args_of(base + ".expected")
        kind = class_of(base + ".expected")
        for suffix in BUILDS.values():
            ptx = base + suffix
            if not os.path.exists(ptx):
                continue
            secs, rss, err, rc = run([ws, "check", "--no-cache", "--stats", "--format", "json"] + args + [ptx])
            if rc == 3:
                print(f"error: {ptx}: {err.strip()[:200]}", file=sys.stderr)
                return 2
            asked += any(int(m.group(4) or 0) for m in STATS.finditer(err))
            for m in STATS.finditer(err):
                solved += int(m.group(3))
                work += int(m.group(4) or 0)
                analysis_ms += float(m.group(5))
                per_kernel.append(float(m.group(5)))
            rows.append((secs * 1e3, rss, os.path.basename(ptx)))
            if kind:
                classes.setdefault(kind, []).append(secs * 1e3)
    if not rows:
        print("no kernel builds found", file=sys.stderr)
        return 2
    ms = [r[0] for r in rows]
    med, p95 = statistics.median(ms), pct(ms, 0.95)
    print(f"{len(rows)} kernel builds, one process each, sequential")
    print(f"time per build: median {med:.1f} ms, p95 {p95:.1f} ms, max {max(ms):.1f} ms, total {sum(ms) / 1e3:.1f} s")
    if per_kernel:
        print(f"analysis time per kernel (--stats, in process): median {statistics.median(per_kernel):.1f} ms, "
              f"p95 {pct(per_kernel, 0.95):.1f} ms")
    print("percentiles: " + ", ".join(f"p{q}: {pct(ms, q / 100):.1f} ms" for q in (10, 25, 50, 75, 90, 95, 99)))
    print(f"obligations solved by Z3: {solved}, {solved / (analysis_ms / 1e3) if analysis_ms else 0:.0f} per second "
          f"of analysis time ({analysis_ms / 1e3:.1f} s); Z3 work {work / 1e6:.1f} M resource units")
    print(f"builds that ask Z3: {asked} of {len(rows)} (each pays loading it, a context and a first query, "
          f"about 10 ms: the median sits where these begin)")
    big = max(rows, key=lambda r: r[1])
    print(f"peak resident memory of one run: {big[1] / 1024:.1f} MiB ({big[2]}); median "
          f"{statistics.median(r[1] for r in rows) / 1024:.1f} MiB")
    for kind, xs in sorted(classes.items()):  # issue 16's figure per kind of code
        print(f"class {kind}: {len(xs)} builds, median {statistics.median(xs):.1f} ms, p95 {pct(xs, 0.95):.1f} ms, "
              f"max {max(xs):.1f} ms")
    print("slowest builds:")
    for t, rss, n in sorted(rows, reverse=True)[:8]:
        print(f"  {t:8.1f} ms  {rss / 1024:6.1f} MiB  {n}")
    match = os.environ.get("BENCH_MATCH", "")
    ok = med <= 20 and p95 <= 500 and (not match or max(ms) <= 5000)
    print(f"targets (median <= 20 ms, p95 <= 500 ms{', max <= 5 s' if match else ''}): {'met' if ok else 'NOT met'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
