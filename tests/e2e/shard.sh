#!/usr/bin/env bash
# shard.sh WARPSAFE ROOT: --shard I/N (issue 17, part 6) splits the kernels
# of a run into N disjoint parts whose union is the whole, the same on every
# run; the progress line appears on a terminal only.
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"
inputs=("$root"/examples/*.ptx "$root"/tests/e2e/launch.ptx "$root"/tests/e2e/benign-write.ptx
        "$root"/tests/e2e/divergence.ptx)
names() {  # the kernels of JSON report $1, one "file kernel" a line, sorted
  "$py" -c 'import json,sys; [print(f["path"], k["name"]) for f in json.load(open(sys.argv[1]))["files"] for k in f["kernels"]]' "$1" | sort
}
expect "0 1" "the whole run" -- "$ws" check --format json "${inputs[@]}"
names "$tmp/out" >"$tmp/all"
: >"$tmp/union"
for i in 1 2 3; do
  expect "0 1" "shard $i/3" -- "$ws" check --format json --shard "$i/3" "${inputs[@]}"
  names "$tmp/out" >"$tmp/s$i"
  cat "$tmp/s$i" >>"$tmp/union"
  cp "$tmp/out" "$tmp/s$i.json"
  "$ws" check --format json --shard "$i/3" "${inputs[@]}" | cmp -s - "$tmp/s$i.json" ||
    { echo "FAIL: shard $i/3 differs between runs"; fails=$((fails + 1)); }
done
sort "$tmp/union" | cmp -s - "$tmp/all" || { echo "FAIL: the shards are not a partition of the run"; diff <(sort "$tmp/union") "$tmp/all" | head; fails=$((fails + 1)); }
[ "$(wc -l <"$tmp/all")" -ge 6 ] || { echo "FAIL: too few kernels to test shards"; fails=$((fails + 1)); }
for b in 0/3 4/3 1/0 1 1/3x x/2; do
  expect 3 "bad --shard $b" -- "$ws" check --shard "$b" "${inputs[0]}"
done
expect "0 1" "no terminal: no progress line" -- "$ws" check --format json "${inputs[@]}"
[ -s "$tmp/err" ] && { echo "FAIL: stderr is not a terminal, yet:"; head -3 "$tmp/err"; fails=$((fails + 1)); }
if command -v script >/dev/null 2>&1; then
  script -qc "'$ws' check --format json -o '$tmp/p.json' ${inputs[*]}" /dev/null >"$tmp/tty" 2>&1
  grep -q '\[file 1/[0-9]*, kernel 1/[0-9]*\]' "$tmp/tty" || { echo "FAIL: no progress line on a terminal"; fails=$((fails + 1)); }
else
  echo "FAIL: script (util-linux) is missing: no terminal to test the progress line on"
  fails=$((fails + 1))
fi
[ "$fails" -eq 0 ] && echo "shard: all checks passed"
exit $((fails > 0))
