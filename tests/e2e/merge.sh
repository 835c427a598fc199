#!/usr/bin/env bash
# merge.sh WARPSAFE ROOT: warpsafe merge (issue 17, part 6) makes, from the
# JSON reports of a run's shards, the report of the whole run - the same
# bytes in every format, the same exit status - including fingerprints
# numbered over the whole, suppressions one shard used and another did
# not, and baseline findings another shard has; bad reports are exit 3
# with file:line:col.
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"
export XDG_CACHE_HOME="$tmp/cache"  # each kernel analyzed once, its shards and formats from the cache
same() {  # same WHAT FILE1 FILE2
  cmp -s "$2" "$3" || { echo "FAIL: $1: merged differs from the run without shards"; diff "$2" "$3" | head -6; fails=$((fails + 1)); }
}
# whole_and_merged WHAT N ARGS...: the run in every format against the merge
# of its N shards' JSON reports, and the exit statuses
whole_and_merged() {
  local what=$1 n=$2 i fmt rc1 rc2
  shift 2
  for i in $(seq 1 "$n"); do
    "$ws" check --format json --shard "$i/$n" "$@" >"$tmp/shard$i.json" 2>/dev/null
  done
  for fmt in json sarif text jsonl; do
    "$ws" check --format "$fmt" "$@" >"$tmp/whole.$fmt" 2>/dev/null; rc1=$?
    "$ws" merge --format "$fmt" "$tmp"/shard*.json >"$tmp/merged.$fmt" 2>/dev/null; rc2=$?
    same "$what ($fmt)" "$tmp/whole.$fmt" "$tmp/merged.$fmt"
    [ "$rc1" = "$rc2" ] || { echo "FAIL: $what ($fmt): merge exits $rc2, the run $rc1"; fails=$((fails + 1)); }
  done
  rm -f "$tmp"/shard*.json
}
shopt -s nullglob

# 1 many inputs in 3 shards (and in 1)
inputs=("$root"/examples/*.ptx)
for f in "$root"/tests/e2e/*.ptx; do  # but the slowest (seconds each under the sanitizers)
  case ${f##*/} in flag-* | param-range-stride* | broadcast-* | no-wrap-matmul-race* | warp-sync-* | block-replay-mixed*) ;;
    *) inputs+=("$f") ;;
  esac
done
whole_and_merged "e2e kernels, 3 shards" 3 "${inputs[@]}"
whole_and_merged "one shard" 1 "$root"/examples/*.ptx

# 2 the CI-gate state across shards: one source with a used and an unused
# suppression; the same kernel in two inputs (fingerprints :1 and :2, in
# different shards of 2); a baseline of the whole run
mkdir -p "$tmp/gate/examples" && cd "$tmp/gate" || exit 1
sed '14s|$| // warpsafe-ignore(global-race): covers nothing|' "$root/examples/reduce_race.cu" >examples/reduce_race.cu
sed '16s|$| // warpsafe-ignore(shared-race): accepted race|' "$root/examples/warp_reduce_race.cu" \
  >examples/warp_reduce_race.cu
relative_ptx "$root/examples/reduce_race.ptx" >a.ptx
cp a.ptx b.ptx
relative_ptx "$root/examples/warp_reduce_race.ptx" >w.ptx
for i in 1 2; do "$ws" check --format json --shard "$i/2" a.ptx b.ptx w.ptx >"$tmp/s$i.json" 2>"$tmp/s$i.err"; done
"$py" - "$tmp/s1.json" "$tmp/s2.json" <<'PY' || { echo "FAIL: a.ptx and b.ptx are not in different shards of 2"; fails=$((fails + 1)); }
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
assert [len(f["kernels"]) for f in a["files"][:2]] != [len(f["kernels"]) for f in b["files"][:2]]
PY
# the suppression w.ptx's kernel uses is unused in the other shard: not the run's
[ "$(cat "$tmp"/s[12].err | grep -c 'warp_reduce_race.cu:16:47: warning\[SUP003\]')" = 1 ] ||
  { echo "FAIL: not one shard without w.ptx's kernel"; fails=$((fails + 1)); }
whole_and_merged "suppressions and fingerprints, 2 shards" 2 a.ptx b.ptx w.ptx
"$py" - "$tmp/merged.json" <<'PY' || { echo "FAIL: merged: not just the suppression no shard used is unused"; fails=$((fails + 1)); }
import json, sys
d = [x for x in json.load(open(sys.argv[1]))["diagnostics"] if x["code"] == "SUP003"]
assert [(x["location"]["file"], x["location"]["line"]) for x in d] == [("examples/reduce_race.cu", 14)], d
PY
"$ws" check --format json --write-baseline base.json a.ptx w.ptx >/dev/null 2>&1
whole_and_merged "--baseline, nothing gone, 2 shards" 2 --baseline base.json a.ptx b.ptx w.ptx
whole_and_merged "--baseline, w.ptx's findings gone, 3 shards" 3 --baseline base.json a.ptx b.ptx
grep -q '"gone":	\[\]' "$tmp/merged.json" && { echo "FAIL: no baseline finding gone"; fails=$((fails + 1)); }
expect 1 "--strict and -o" -- "$ws" merge --strict -o "$tmp/m.sarif" --format sarif "$tmp/merged.json"
"$ws" merge --format sarif "$tmp/merged.json" 2>/dev/null | cmp -s - "$tmp/m.sarif" || { echo "FAIL: -o"; fails=$((fails + 1)); }
cd "$tmp" || exit 1

# 3 bad reports: exit 3, the place, nothing written
"$ws" check --format json "$root/examples/reduce_ok.ptx" >ok.json 2>/dev/null
"$ws" check --format json "$root/examples/reduce_race.ptx" >other.json 2>/dev/null
printf '{"schema": "warpsafe-findings/1",\n  "tool": [}\n' >broken.json
sed 's/"version":\t"[^"]*"/"version":\t"9.9.9"/' ok.json >newer.json
"$ws" check --format sarif "$root/examples/reduce_ok.ptx" >ok.sarif 2>/dev/null
bad() {  # bad REGEX DESCRIPTION REPORTS...
  local re=$1 what=$2
  shift 2
  expect 3 "$what" -- "$ws" merge -o never.json "$@"
  has err "$re" "$what"
  [ -e never.json ] && { echo "FAIL: $what: the output was written"; fails=$((fails + 1)); rm -f never.json; }
}
bad '^broken.json:2:12: error\[MRG001\]: merge: not JSON' "not JSON" ok.json broken.json
bad '^ok.sarif:[0-9]+:[0-9]+: error\[MRG001\]: merge: a report without "schema"' "a SARIF log" ok.sarif
bad '^newer.json:[0-9]+:[0-9]+: error\[MRG001\]: merge: made by another warpsafe' "another tool version" ok.json newer.json
bad '^other.json:[0-9]+:[0-9]+: error\[MRG001\]: merge: its inputs' "another run's report" ok.json other.json
bad 'error\[MRG001\]: merge: kernel at .* is in two shards' "a report given twice" ok.json ok.json
bad 'error\[IO001\]' "a missing report" ok.json missing.json
expect 3 "no reports" -- "$ws" merge
expect 3 "an unknown option" -- "$ws" merge --frobnicate ok.json
expect 3 "an unknown format" -- "$ws" merge --format xml ok.json
[ "$fails" -eq 0 ] && echo "merge: all checks passed"
exit $((fails > 0))
