#!/usr/bin/env bash
# run-parse-bench.sh - builds and runs the front-end parse benchmark.
# Consumes: the source tree (run from anywhere); optionally BENCH_PTX (the
# input, default /tmp/warpsafe-big.ptx, generated at BENCH_MB MB, default
# 60, when missing), BENCH_REPEAT (ptx_parse runs, default 5) and
# BENCH_BUILD (build folder, default build-bench).
# Produces: a Release build in $BENCH_BUILD, the parse_bench report, the
# whole-process peak of `warpsafe dump --ir` (/usr/bin/time -v), and a
# verdict against the targets: >= 150 MB/s on one core, peak memory <= 10x
# the input. Exit status: 0 when both targets are met, 1 when one is
# missed, 2 when something failed to build or run.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BENCH_BUILD:-build-bench}
ptx=${BENCH_PTX:-/tmp/warpsafe-big.ptx}
mb=${BENCH_MB:-60}
repeat=${BENCH_REPEAT:-5}
target_mbps=150
target_ratio=10

cd "$root"
fail() { echo "run-parse-bench: $*" >&2; exit 2; }

echo "== build ($build, Release)"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null || fail "cmake configure failed"
cmake --build "$build" --target parse_bench warpsafe -j "$(nproc)" >/dev/null ||
    fail "build failed"

if [[ ! -s $ptx ]]; then
    echo "== generating $ptx ($mb MB)"
    python3 bench/gen_big_ptx.py --out "$ptx" --mb "$mb" || fail "gen_big_ptx.py failed"
fi

echo "== parse_bench $ptx --repeat $repeat"
report=$("$build/bench/parse_bench" "$ptx" --repeat "$repeat") || fail "parse_bench failed"
echo "$report"

echo "== /usr/bin/time -v $build/warpsafe dump --ir (output to /dev/null)"
timelog=$(mktemp)
trap 'rm -f "$timelog"' EXIT
/usr/bin/time -v "$build/warpsafe" dump --ir "$ptx" >/dev/null 2>"$timelog" ||
    { cat "$timelog" >&2; fail "warpsafe dump --ir failed"; }
grep -E 'Elapsed|Maximum resident|User time|System time' "$timelog" | sed 's/^\s*/  /'

size=$(stat -c %s "$ptx")
mbps=$(awk '/^throughput:/ { print $2 }' <<<"$report")
bench_ratio=$(awk '/^peak ratio:/ { sub("x", "", $3); print $3 }' <<<"$report")
dump_kb=$(awk -F': ' '/Maximum resident/ { print $2 }' "$timelog")
dump_ratio=$(awk -v kb="$dump_kb" -v s="$size" 'BEGIN { printf "%.2f", kb * 1024 / s }')

echo "== verdict (input $(awk -v s="$size" 'BEGIN { printf "%.2f", s / 1e6 }') MB)"
status=0
check() {  # name value op limit unit
    if awk -v v="$2" -v l="$4" -v op="$3" 'BEGIN { exit !(op == ">=" ? v >= l : v <= l) }'; then
        printf '  %-44s %10s %s (target %s %s)  MET\n' "$1" "$2" "$5" "$3" "$4"
    else
        printf '  %-44s %10s %s (target %s %s)  MISSED\n' "$1" "$2" "$5" "$3" "$4"
        status=1
    fi
}
check "throughput (parse_bench, best of $repeat)" "$mbps" ">=" "$target_mbps" "MB/s"
check "peak RSS / input (parse_bench)" "$bench_ratio" "<=" "$target_ratio" "x"
check "peak RSS / input (warpsafe dump --ir)" "$dump_ratio" "<=" "$target_ratio" "x"
exit $status
