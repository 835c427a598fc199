#!/usr/bin/env bash
# run-run-bench.sh WARPSAFE [RUNS]: verified execution against a plain launch,
# on a machine with a GPU, CUDA (cuda.h, libcuda) and a C compiler: for each
# kernel, RUNS processes of bench/plain_launch (one launch each, nothing
# proved) and of `warpsafe run` (the proof, then the same launch), and one of
# compute-sanitizer --tool racecheck over the plain launch where it works.
# Prints, per kernel, the median kernel time (CUDA events) of each and their
# ratio (issue 15's target: warpsafe run <= 1.05x the plain launch), the
# median process time of each and the difference (the proof, the parse,
# the report), and racecheck's process time; then `warpsafe run --monitor`'s
# kernel time against the plain launch's and its process time against
# racecheck's (issue 15: --monitor cheaper than racecheck on every kernel).
# Five launches: three small ones (4-16 blocks) and two of a million threads;
# ONLY_BIG=1 runs the two large ones only.
set -u
ws=$1 runs=${2:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cuda=${CUDA_HOME:-/usr/local/cuda}
cc -O2 -I"$cuda/include" "$root/bench/plain_launch.c" -o "$tmp/plain" -L"$cuda/lib64/stubs" -lcuda 2>"$tmp/cc.err" ||
  { echo "cannot build plain_launch (CUDA at $cuda?):"; cat "$tmp/cc.err"; exit 2; }
py=python3

# case NAME PTX KERNEL GRID BLOCK "PLAIN PARAMS" "WARPSAFE ARGS"
bench() {
  local name=$1 ptx=$2 k=$3 g=$4 b=$5 plain=$6 args=$7
  : >"$tmp/p.txt"; : >"$tmp/w.txt"; : >"$tmp/m.txt"
  for i in $(seq "$runs"); do
    # shellcheck disable=SC2086
    /usr/bin/time -f "wall %e" "$tmp/plain" "$ptx" "$k" "$g" "$b" $plain >>"$tmp/p.txt" 2>&1
    # shellcheck disable=SC2086
    /usr/bin/time -f "wall %e" "$ws" run "$ptx" --kernel "$k" --grid "$g" --block "$b" --format json -o "$tmp/w.json" \
      $args >/dev/null 2>>"$tmp/w.txt"
    grep -o '"kernel_ms":[^,}]*' "$tmp/w.json" | sed 's/.*:[[:space:]]*/kernel_ms=/' >>"$tmp/w.txt"
    # shellcheck disable=SC2086
    /usr/bin/time -f "wall %e" "$ws" run "$ptx" --kernel "$k" --grid "$g" --block "$b" --monitor --format json \
      -o "$tmp/m.json" $args >/dev/null 2>>"$tmp/m.txt"
    grep -o '"kernel_ms":[^,}]*' "$tmp/m.json" | sed 's/.*:[[:space:]]*/kernel_ms=/' >>"$tmp/m.txt"
    grep -o '"records":[^,}]*\|"racing_pairs":[^,}]*' "$tmp/m.json" | tr -d '" \t' | tr ':' '=' >>"$tmp/m.txt"
  done
  local rc="n/a"
  if command -v compute-sanitizer >/dev/null; then
    # shellcheck disable=SC2086
    /usr/bin/time -o "$tmp/rc.time" -f "%e" compute-sanitizer --tool racecheck "$tmp/plain" "$ptx" "$k" "$g" "$b" \
      $plain >"$tmp/rc.out" 2>&1
    rc="$(tail -1 "$tmp/rc.time") s ($(grep -m1 -o 'RACECHECK SUMMARY.*\|ERROR SUMMARY.*' "$tmp/rc.out"))"
    echo "rc_wall $(tail -1 "$tmp/rc.time")" >>"$tmp/m.txt"
    grep -q "RACECHECK SUMMARY\|ERROR SUMMARY" "$tmp/rc.out" || rc="failed: $(grep -m1 -i error "$tmp/rc.out")"
  fi
  "$py" - "$name" "$tmp/p.txt" "$tmp/w.txt" "$rc" "$tmp/m.txt" <<'PY'
import re, statistics, sys
name, p, w, rc, m = sys.argv[1:6]
def read(f):
    t = open(f).read()
    return ([float(x) for x in re.findall(r"kernel_ms=([\d.]+)", t)], [float(x) for x in re.findall(r"wall ([\d.]+)", t)])
pk, pw = read(p)
wk, ww = read(w)
if not pk or not wk:
    print("%-10s failed: plain %s, warpsafe %s" % (name, open(p).read()[-200:], open(w).read()[-200:]))
    sys.exit(0)
mp, mw = statistics.median(pk), statistics.median(wk)
print("%-10s kernel: plain %.4f ms, warpsafe run %.4f ms (%.2fx) | process: plain %.2f s, warpsafe run %.2f s (+%.2f s) | racecheck %s"
      % (name, mp, mw, mw / mp, statistics.median(pw), statistics.median(ww), statistics.median(ww) - statistics.median(pw), rc))
mk, mwall = read(m)
t = open(m).read()
rcw = re.findall(r"rc_wall ([\d.]+)", t)
recs = re.findall(r"records=(\d+)", t)
pairs = re.findall(r"racing_pairs=(\d+)", t)
if mk:
    print("%-10s monitor: kernel %.4f ms (%.2fx plain), process %.2f s (%.2fx racecheck's), %s records, %s racing pairs"
          % (name, statistics.median(mk), statistics.median(mk) / mp, statistics.median(mwall),
             statistics.median(mwall) / float(rcw[0]) if rcw else float("nan"), recs[0] if recs else "?",
             pairs[0] if pairs else "?"))
else:
    print("%-10s monitor: failed: %s" % (name, t[-300:]))
PY
}

echo "warpsafe run against a plain driver-API launch, $runs processes each (medians)"
[ -n "${ONLY_BIG:-}" ] || bench reduce "$root/examples/reduce_ok.ptx" _Z9reduce_okPKfPfi 4 256 "b:4096 b:16 i:1024" \
  "f32[1024]:random f32[4]:zeros i32:1024"
[ -n "${ONLY_BIG:-}" ] || bench transpose "$root/examples/transpose_padded.ptx" _Z16transpose_paddedPfPKfii 4,4 32,8 "b:65536 b:65536 i:128 i:128" \
  "f32[16384]:zeros f32[16384]:random i32:128 i32:128"
[ -n "${ONLY_BIG:-}" ] || bench scan "$root/tests/kernels/a-shared-race-025.O3.ptx" a_blelloch_scan_ok 4 256 "b:8192 b:8192" \
  "f32[2048]:iota f32[2048]:zeros"
bench transp-1k "$root/examples/transpose_padded.ptx" _Z16transpose_paddedPfPKfii 32,32 32,8 \
  "b:4194304 b:4194304 i:1024 i:1024" "f32[1048576]:zeros f32[1048576]:random i32:1024 i32:1024"
bench reduce-1m "$root/examples/reduce_ok.ptx" _Z9reduce_okPKfPfi 4096 256 "b:4194304 b:16384 i:1048576" \
  "f32[1048576]:random f32[4096]:zeros i32:1048576"
