#!/usr/bin/env python3
"""run-llvm-frontend-bench.py WARPSAFE KERNELS_DIR: the LLVM front end's time
against the PTX front end's, per corpus kernel build: `warpsafe dump --ir` (the
front end alone, one process each, wall clock) on X.O3.ll / X.O0.ll and on
X.O3.ptx / X.O0.ptx. Prints the median and p95 of both, and of the difference.
Loading libLLVM is part of every .ll run (the module is loaded per process)."""
import os
import statistics
import subprocess
import sys
import time


def timed(ws, path):
    t0 = time.perf_counter()
    subprocess.run([ws, "dump", "--ir", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter() - t0) * 1e3


def main():
    ws, kdir = sys.argv[1], sys.argv[2]
    ll, ptx, diff = [], [], []
    for name in sorted(os.listdir(kdir)):
        if not name.endswith(".ll"):
            continue
        p = os.path.join(kdir, name[:-3] + ".ptx")
        if not os.path.exists(p):
            continue
        a, b = timed(ws, os.path.join(kdir, name)), timed(ws, p)
        ll.append(a), ptx.append(b), diff.append(a - b)

    def fig(xs):
        xs = sorted(xs)
        return f"median {statistics.median(xs):.1f} ms, p95 {xs[int(0.95 * (len(xs) - 1))]:.1f} ms"
    print(f"{len(ll)} builds, warpsafe dump --ir (front end only, one process each)")
    print(f"  .ll  (LLVM front end, libLLVM loaded): {fig(ll)}")
    print(f"  .ptx (PTX front end):                  {fig(ptx)}")
    print(f"  difference per build:                  {fig(diff)}")


if __name__ == "__main__":
    main()
