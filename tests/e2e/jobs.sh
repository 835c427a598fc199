#!/usr/bin/env bash
# jobs.sh WARPSAFE ROOT: check --jobs N (issue 17, part 6) writes the same
# bytes as --jobs 1 in every format, with the same evidence; a worker
# process that dies fails only the kernel it was analyzing, with the reason.
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"
many=()  # the e2e kernels but the slowest (seconds each under the sanitizers)
for f in "$root"/tests/e2e/*.ptx; do
  case ${f##*/} in flag-* | param-range-stride* | broadcast-* | no-wrap-matmul-race* | warp-sync-* | block-replay-mixed*) ;;
    *) many+=("$f") ;;
  esac
done
few=("$root"/examples/*.ptx "$root"/tests/e2e/benign-write.ptx "$root"/tests/e2e/early-load-check-then-set.ptx
     "$root"/tests/e2e/no-wrap-matmul.ptx "$root"/tests/e2e/tma-tensor-box.ptx "$root"/tests/e2e/launch-needs.ptx
     "$root"/tests/e2e/broadcast-trip-count.ptx)
equal() {  # equal WHAT FILE1 FILE2
  cmp -s "$2" "$3" || { echo "FAIL: $1: --jobs differs from --jobs 1"; diff "$2" "$3" | head -5; fails=$((fails + 1)); }
}
"$ws" check --no-cache --format json --jobs 1 "${many[@]}" >"$tmp/j1.json" 2>/dev/null
[ "$("$py" -c 'import json,sys; print(sum(len(f["kernels"]) for f in json.load(open(sys.argv[1]))["files"]))' "$tmp/j1.json")" -ge 60 ] ||
  { echo "FAIL: too few kernels in the inputs"; fails=$((fails + 1)); }
expect "0 1" "--jobs 3, $((${#many[@]})) inputs" -- "$ws" check --no-cache --format json --jobs 3 "${many[@]}"
equal "json" "$tmp/j1.json" "$tmp/out"
for fmt in sarif text; do
  "$ws" check --no-cache --format "$fmt" -j 1 "${few[@]}" >"$tmp/f1.$fmt" 2>/dev/null
  expect "0 1" "-j 2, $fmt" -- "$ws" check --no-cache --format "$fmt" -j 2 "${few[@]}"
  equal "$fmt" "$tmp/f1.$fmt" "$tmp/out"
done
expect "0 1" "--jobs 0 (one per CPU)" -- "$ws" check --no-cache --format json --jobs 0 "${few[@]}"
"$ws" check --no-cache --format json "${few[@]}" | cmp -s - "$tmp/out" || { echo "FAIL: --jobs 0 differs"; fails=$((fails + 1)); }

# evidence: the same manifest and scripts, no file left half-written
"$ws" check --no-cache --format json --evidence "$tmp/ev1" "${few[@]}" >/dev/null 2>&1
expect "0 1" "--evidence with -j 3" -- "$ws" check --no-cache --format json -j 3 --evidence "$tmp/ev3" "${few[@]}"
equal "evidence manifest" "$tmp/ev1/manifest.json" "$tmp/ev3/manifest.json"
(cd "$tmp/ev1" && find . -type f | sort) >"$tmp/l1"
(cd "$tmp/ev3" && find . -type f | sort) >"$tmp/l3"
equal "evidence files" "$tmp/l1" "$tmp/l3"
[ "$(wc -l <"$tmp/l1")" -gt 10 ] || { echo "FAIL: too few obligations written"; fails=$((fails + 1)); }

for b in x -1 2000 1.5; do
  expect 3 "bad --jobs $b" -- "$ws" check --jobs "$b" "${few[0]}"
done

# a worker killed (SIGKILL, as the out-of-memory killer does) as soon as it
# exists: its kernel is unknown with the reason, the others as with one process
"$ws" check --no-cache --format json -j 2 "${many[@]}" >"$tmp/dead.json" 2>"$tmp/dead.err" &
pid=$!
for _ in $(seq 2000); do
  w=$(pgrep -P "$pid" | head -1)
  [ -n "$w" ] && { kill -KILL "$w"; break; }
  sleep 0.005
done
wait "$pid"; rc=$?
[ -n "$w" ] || { echo "FAIL: no worker process seen"; fails=$((fails + 1)); }
[ "$rc" -eq 1 ] || { echo "FAIL: a worker killed: exit $rc, expected 1"; head -3 "$tmp/dead.err"; fails=$((fails + 1)); }
"$py" - "$tmp/j1.json" "$tmp/dead.json" <<'EOF' || fails=$((fails + 1))
import json, sys
full, dead = (json.load(open(p)) for p in sys.argv[1:3])
killed = other = 0
for fa, fb in zip(full["files"], dead["files"]):
    assert [k["name"] for k in fa["kernels"]] == [k["name"] for k in fb["kernels"]], "kernels missing"
    for ka, kb in zip(fa["kernels"], fb["kernels"]):
        why = [r.get("reason", "") for r in kb["rules"] if "analysis process was killed" in r.get("reason", "")]
        if why:
            killed += 1
            assert kb["verdict"] == "unknown" and "signal" in why[0], kb
        else:
            other += 1
            if ka != kb:
                print("FAIL: kernel %s differs from the run with one process" % ka["name"]); sys.exit(1)
if killed == 0:
    print("FAIL: no kernel failed with its worker (%d kernels)" % other); sys.exit(1)
print("workers killed on %d kernels, %d kernels as with one process" % (killed, other))
EOF
[ "$fails" -eq 0 ] && echo "jobs: all checks passed"
exit $((fails > 0))
