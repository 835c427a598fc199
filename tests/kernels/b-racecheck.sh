#!/bin/bash
# Dynamic ground truth for the part-B (or, with PART=c or PART=f, that part's) corpus: run every
# b-*.ptx (each build: O3, O0, sm90.O3, sm90.O0) under compute-sanitizer with the launch of its .expected.
#   async-copy-race kernels also run 200 times without it (tool "repeat"): how many distinct outputs
#   the hardware computed (more than one: the race happened).
#   shared-race, async-copy-race kernels: --tool racecheck
#   barrier-divergence kernels:           --tool synccheck and --tool racecheck
#   a few safe shared-race kernels:       --tool synccheck too
# usage: [PART=c] [ONLY="f-shared-race-005 ..."] tests/kernels/b-racecheck.sh OUTDIR
#   (needs a GPU, nvcc, compute-sanitizer; ONLY: just those kernels of the part)
# Writes OUTDIR/racecheck-$PART.txt (the table) and OUTDIR/logs/*.log.
set -u
cd "$(dirname "$0")"
PART=${PART:-b}
OUTDIR=$(mkdir -p "${1:-/tmp/b-racecheck}" && cd "${1:-/tmp/b-racecheck}" && pwd)
mkdir -p "$OUTDIR/logs"
export PATH=/usr/local/cuda/bin:$PATH
CS=${COMPUTE_SANITIZER:-compute-sanitizer}
command -v "$CS" >/dev/null || { echo "b-racecheck.sh: compute-sanitizer not found" >&2; exit 1; }
nvcc -O2 -o "$OUTDIR/b-runner" b-racecheck-runner.cpp -lcuda || exit 1
SAFE_SYNC="b-shared-race-001 b-shared-race-005 b-shared-race-025 b-shared-race-039 b-async-copy-race-001 b-async-copy-race-007"

jobs="$OUTDIR/jobs.txt"; : > "$jobs"
for exp in "$PART"-*.expected; do
    x=${exp%.expected}
    if [ -n "${ONLY:-}" ]; then
        case " $ONLY " in *" $x "*) ;; *) continue ;; esac
    fi
    args=$(sed -n 's/^args: //p' "$exp")
    grid=$(echo "$args" | sed -n 's/.*--grid \([0-9,]*\).*/\1/p')
    block=$(echo "$args" | sed -n 's/.*--block \([0-9,]*\).*/\1/p')
    dyn=$(echo "$args" | sed -n 's/.*--dynamic-shared \([0-9]*\).*/\1/p'); dyn=${dyn:-0}
    params="$(echo "$args" | grep -o -- '--param [^ ]*' | sed 's/--param //' | tr '\n' ' ')"
    params="$params $(sed -n 's/^# run-params: \([^(]*\).*/\1/p' "$exp")"
    case $x in
        ?-barrier-divergence-*) tools="synccheck racecheck" ;;
        ?-async-copy-race-*) tools="racecheck repeat" ;;
        *) tools="racecheck"; case " $SAFE_SYNC " in *" $x "*) tools="racecheck synccheck" ;; esac ;;
    esac
    for build in O3 O0 sm90.O3 sm90.O0; do
        [ -f "$x.$build.ptx" ] || continue
        for tool in $tools; do
            echo "$x $build $tool $grid $block $dyn $params" >> "$jobs"
        done
    done
done

run_one() {
    set -- $1
    x=$1 build=$2 tool=$3 grid=$4 block=$5 dyn=$6; shift 6
    log="$OUTDIR/logs/$x.$build.$tool.log"
    start=$(date +%s.%N)
    if [ "$tool" = repeat ]; then
        RUNNER_REPEAT=200 timeout 120 "$OUTDIR/b-runner" "$x.$build.ptx" "$grid" "$block" "$dyn" "$@" > "$log" 2>&1
    else
        timeout 120 "$CS" --tool "$tool" --print-limit 4 "$OUTDIR/b-runner" "$x.$build.ptx" "$grid" "$block" "$dyn" "$@" > "$log" 2>&1
    fi
    rc=$?
    end=$(date +%s.%N)
    if grep -q "distinct outputs" "$log"; then
        res=$(grep -o "[0-9]* distinct outputs in [0-9]* runs" "$log" | head -1)
    elif grep -q "RACECHECK SUMMARY" "$log"; then
        res=$(grep -o "RACECHECK SUMMARY: .*" "$log" | head -1 | sed 's/RACECHECK SUMMARY: //')
    else
        res=$(grep -o "ERROR SUMMARY: [0-9]* error[s]*" "$log" | head -1 | sed 's/ERROR SUMMARY: //')
    fi
    launched=no; grep -q "runner: launched ok" "$log" && launched=yes
    printf "%-28s %-8s %-9s rc=%-3s launched=%-3s %6.1fs  %s\n" "$x" "$build" "$tool" "$rc" "$launched" \
        "$(awk "BEGIN { print $end - $start }")" "${res:-no summary}"
}
export -f run_one; export OUTDIR CS PART
P=${JOBS:-8}
xargs -P "$P" -d '\n' -I{} bash -c 'run_one "$@"' _ {} < "$jobs" > "$OUTDIR/results.unsorted"
sort "$OUTDIR/results.unsorted" > "$OUTDIR/results.txt"

{
    echo "# compute-sanitizer on the part-$PART corpus (tests/kernels/b-racecheck.sh)"
    echo "# $("$CS" --version | grep -i version | head -1); $(nvcc --version | tail -1)"
    echo "# $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null)"
    echo "# PTX loaded by the driver (JIT) exactly as committed; launch from each .expected;"
    echo "# pointer buffers: 16 MiB of words (i*37)%17 (duplicate indices)."
    echo "# racecheck: 'N hazards displayed (E errors, W warnings)'; synccheck: 'N errors'."
    echo "# kernel                     build    tool      status            time    result"
    cat "$OUTDIR/results.txt"
} > "$OUTDIR/racecheck-$PART.txt"
cat "$OUTDIR/racecheck-$PART.txt"
