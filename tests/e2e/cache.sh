#!/usr/bin/env bash
# cache.sh WARPSAFE ROOT: check's result cache (issue 17, part 6). A second
# run takes every kernel from the cache and writes the same bytes; changed
# inputs or options, --no-cache, --evidence, damaged entries and a cache
# that cannot be made all analyze again and still write the same bytes.
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"
export XDG_CACHE_HOME="$tmp/cache"
results="$tmp/cache/warpsafe/results"
mkdir -p "$tmp/in"
for f in "$root"/examples/*.ptx "$root"/tests/e2e/benign-write.ptx "$root"/tests/e2e/early-load-check-then-set.ptx \
         "$root"/tests/e2e/no-wrap-matmul.ptx; do
  cp "$f" "$tmp/in/"
done
inputs=("$tmp"/in/*.ptx)
nk=$("$ws" check --no-cache --format json "${inputs[@]}" | "$py" -c 'import json,sys; print(sum(len(f["kernels"]) for f in json.load(sys.stdin)["files"]))')
[ "$nk" -ge 6 ] || { echo "FAIL: only $nk kernels to test the cache with"; fails=$((fails + 1)); }
fresh() {  # fresh FORMAT [ARGS...]: the report analyzed for real, into $tmp/fresh.FORMAT
  local fmt=$1; shift
  XDG_CACHE_HOME="$tmp/none" "$ws" check --no-cache --format "$fmt" "$@" "${inputs[@]}" >"$tmp/fresh.$fmt" 2>/dev/null
}
hits() { grep -c 'from the result cache' "$tmp/err"; }
same() {  # same FORMAT WHAT: $tmp/out is the fresh report
  cmp -s "$tmp/out" "$tmp/fresh.$1" || { echo "FAIL: $2: the report differs from a run without the cache"; diff "$tmp/out" "$tmp/fresh.$1" | head -5; fails=$((fails + 1)); }
}
for fmt in json sarif text; do fresh "$fmt"; done

expect 1 "first run: analyzes and fills the cache" -- "$ws" check --stats --format json "${inputs[@]}"
same json "first run"
[ "$(hits)" -eq 0 ] || { echo "FAIL: an empty cache gave results"; fails=$((fails + 1)); }
[ "$(find "$results" -type f | wc -l)" -eq "$nk" ] || { echo "FAIL: expected $nk cache entries"; ls "$results"; fails=$((fails + 1)); }
for fmt in json sarif text; do
  expect 1 "second run ($fmt): every kernel from the cache" -- "$ws" check --stats --format "$fmt" "${inputs[@]}"
  same "$fmt" "second run ($fmt)"
  [ "$(hits)" -eq "$nk" ] || { echo "FAIL: $(hits) of $nk kernels from the cache ($fmt)"; fails=$((fails + 1)); }
done
expect 1 "--jobs 2 with the cache" -- "$ws" check --stats --jobs 2 --format json "${inputs[@]}"
same json "--jobs 2 with the cache"

expect 1 "--no-cache reads nothing" -- "$ws" check --no-cache --stats --format json "${inputs[@]}"
same json "--no-cache"
[ "$(hits)" -eq 0 ] || { echo "FAIL: --no-cache read the cache"; fails=$((fails + 1)); }
expect 1 "--evidence analyzes every kernel (the queries are the evidence)" -- \
  "$ws" check --stats --evidence "$tmp/ev" --format json "${inputs[@]}"
[ "$(hits)" -eq 0 ] || { echo "FAIL: --evidence took results from the cache"; fails=$((fails + 1)); }
[ "$(find "$tmp/ev/obligations" -type f | wc -l)" -gt 0 ] || { echo "FAIL: no obligations written"; fails=$((fails + 1)); }

# options the analysis reads are in the key: another launch is analyzed
fresh json --block 64
expect 1 "another --block: analyzed" -- "$ws" check --stats --block 64 --format json "${inputs[@]}"
same json "--block 64"
[ "$(hits)" -eq 0 ] || { echo "FAIL: --block 64 took $(hits) results made for another launch"; fails=$((fails + 1)); }
expect 1 "--block 64 again: from the cache" -- "$ws" check --stats --block 64 --format json "${inputs[@]}"
[ "$(hits)" -eq "$nk" ] || { echo "FAIL: --block 64 again: $(hits) of $nk from the cache"; fails=$((fails + 1)); }
fresh json

# an edited input: its kernels are analyzed again, the others are not
printf '\n// edited\n' >>"$tmp/in/reduce_race.ptx"
fresh json
expect 1 "an edited input" -- "$ws" check --stats --format json "${inputs[@]}"
same json "an edited input"
[ "$(hits)" -eq $((nk - 1)) ] || { echo "FAIL: after editing one input, $(hits) of $((nk - 1)) from the cache"; fails=$((fails + 1)); }

# damaged entries (truncated, garbage, empty) are analyzed again, not read
rm -rf "$results"
"$ws" check --format json "${inputs[@]}" >/dev/null 2>&1
mapfile -t entries < <(find "$results" -type f | sort)
head -c 40 "${entries[0]}" >"$tmp/t" && mv "$tmp/t" "${entries[0]}"
printf 'not a result' >"${entries[1]}"
: >"${entries[2]}"
expect 1 "damaged cache entries" -- "$ws" check --stats --format json "${inputs[@]}"
same json "damaged cache entries"
[ "$(hits)" -eq $((nk - 3)) ] || { echo "FAIL: $(hits) hits with three damaged entries of $nk"; fails=$((fails + 1)); }

# results of a run without Z3 (this run's failure, not the kernels') are not kept
rm -rf "$results"
expect "0 1" "without libz3" -- env WARPSAFE_Z3_LIBRARY="$tmp/no-libz3.so" "$ws" check --format json "${inputs[@]}"
grep -q "Z3 could not be loaded" "$tmp/out" || { echo "FAIL: the run without libz3 used Z3"; fails=$((fails + 1)); }
expect 1 "with libz3 again" -- "$ws" check --stats --format json "${inputs[@]}"
same json "with libz3 after a run without"

# a cache that cannot be made: analyzed, no error
expect 1 "no cache possible" -- env XDG_CACHE_HOME=/dev/null/x "$ws" check --format json "${inputs[@]}"
same json "no cache possible"
[ -s "$tmp/err" ] && { echo "FAIL: a cache that cannot be made is no error, yet:"; head -3 "$tmp/err"; fails=$((fails + 1)); }
[ "$fails" -eq 0 ] && echo "cache: all checks passed"
exit $((fails > 0))
