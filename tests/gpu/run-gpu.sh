#!/usr/bin/env bash
# run-gpu.sh WARPSAFE ROOT: `warpsafe run` on a real GPU (CTest label gpu):
# a verified reduction, transpose and scan run and their outputs equal a
# CPU reference; a racy kernel is refused; under --monitor the verified ones
# show no race (a million threads of them too) and the planted races (shared
# memory, a warp) are seen; --timeout gives up on a kernel that never returns. Where
# there is no GPU or no driver, it says so and exits 77 (CTest: skipped).
# KEEP_JSON=DIR keeps the reports there (the GPU machine's python may lack
# jsonschema: they can be validated on another).
set -u
ws=$1 root=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME="$tmp/cache"   # every proof made here, not taken from a cache
py=/usr/bin/python3; [ -x "$py" ] || py=python3
fails=0

# run NAME WANT_STATUS ARGS...: warpsafe run ... --format json, report in $tmp/NAME.json
run() {
  local name=$1 want=$2
  shift 2
  "$ws" run "$@" --format json -o "$tmp/$name.json" 2>"$tmp/$name.err"
  local rc=$?
  [ -n "${KEEP_JSON:-}" ] && cp "$tmp/$name.json" "$KEEP_JSON/" 2>/dev/null  # for a schema check elsewhere
  if [ "$rc" = 4 ] && grep -q '"reason":.*no CUDA' "$tmp/$name.json" 2>/dev/null; then
    echo "SKIPPED: no GPU here: $(grep -o '"reason":[^}]*' "$tmp/$name.json" | head -1)"
    exit 77
  fi
  if [ "$rc" != "$want" ]; then
    echo "FAIL: $name: exit $rc, expected $want"
    head -c 2000 "$tmp/$name.json" 2>/dev/null; sed 's/^/  stderr: /' "$tmp/$name.err" | head -5
    fails=$((fails + 1))
    return 1
  fi
  "$py" - "$tmp/$name.json" "$root/reports/schema/warpsafe-run-2.schema.json" <<'PY' || fails=$((fails + 1))
import json, sys
d = json.load(open(sys.argv[1]))
try:
    import jsonschema
except ImportError:  # the GPU machine's python may lack it (CI validates the same schema without a GPU)
    jsonschema = None
if jsonschema:
    jsonschema.validate(d, json.load(open(sys.argv[2])))
r = d["run"]
if r["status"] == "ran":
    print("%s: %s on %s (cc %s), proof %s, kernel %.4f ms" % (sys.argv[1].rsplit("/", 1)[1][:-5], d["launch"]["kernel"],
          r["device"]["name"], r["device"]["compute_capability"], d["proof"]["verdict"], r["kernel_ms"]))
    m = r.get("monitor")
    if m:
        print("  monitor: %d accesses instrumented, %d records, %d dropped, %d racing pairs, %d unjudged" % (
              m["accesses_instrumented"], m["records"], m["dropped"], m["racing_pairs"], m["unjudged_pairs"]))
        for c in m["conflicts"][:2]:
            print("  monitor: %s: line %d (%s, thread %s block %s) and line %d (%s, thread %s block %s), %s" % (
                  "race" if c["judged"] else "not judged", c["first"]["line"], c["first"]["kind"],
                  c["first"]["thread"], c["first"]["block"], c["second"]["line"], c["second"]["kind"],
                  c["second"]["thread"], c["second"]["block"], c["first"]["where"]))
else:
    print("%s: %s %s: %s" % (sys.argv[1].rsplit("/", 1)[1][:-5], d["launch"]["kernel"], r["status"], r.get("reason", "")))
PY
}

# compare NAME: python checks on the output files, given as a here-document
compare() {
  if ! "$py" - "$tmp" >"$tmp/cmp.out" 2>&1; then
    echo "FAIL: $1: output differs from the CPU reference"
    sed 's/^/  /' "$tmp/cmp.out" | head -10
    fails=$((fails + 1))
  else
    echo "$1: output equals the CPU reference"
  fi
}

# a tree reduction: out[b] = sum of in[256 b .. 256 b + 255]
run reduce 0 "$root/examples/reduce_ok.ptx" --kernel _Z9reduce_okPKfPfi --grid 4 --block 256 \
  'f32[1024]:iota' "f32[4]:zeros>$tmp/sums.bin" i32:1024 &&
compare reduce <<'PY'
import struct, sys
got = struct.unpack("<4f", open(sys.argv[1] + "/sums.bin", "rb").read())
want = [float(sum(range(256 * b, 256 * b + 256))) for b in range(4)]
assert list(got) == want, (got, want)
PY

# a tiled transpose through padded shared memory: out[r * 128 + c] = in[c * 128 + r]
run transpose 0 "$root/examples/transpose_padded.ptx" --kernel _Z16transpose_paddedPfPKfii --grid 4,4 --block 32,8 \
  "f32[16384]:zeros>$tmp/t.bin" "f32[16384]:random>$tmp/in.bin" i32:128 i32:128 &&
compare transpose <<'PY'
import struct, sys, random
got = struct.unpack("<16384f", open(sys.argv[1] + "/t.bin", "rb").read())
# the input: ARG 2's random contents, written back after the run (the kernel only reads it)
inp = struct.unpack("<16384f", open(sys.argv[1] + "/in.bin", "rb").read())
bad = [(r, c) for r in range(128) for c in range(128) if got[r * 128 + c] != inp[c * 128 + r]]
assert not bad, bad[:5]
PY

# a Blelloch exclusive scan of 512 elements per block
run scan 0 "$root/tests/kernels/a-shared-race-025.O3.ptx" --kernel a_blelloch_scan_ok --grid 4 --block 256 \
  'f32[2048]:iota' "f32[2048]:zeros>$tmp/scan.bin" &&
compare scan <<'PY'
import struct, sys
got = struct.unpack("<2048f", open(sys.argv[1] + "/scan.bin", "rb").read())
want = []
for b in range(4):
    acc = 0
    for j in range(512):
        want.append(float(acc))
        acc += 512 * b + j
assert list(got) == want, [(i, got[i], want[i]) for i in range(2048) if got[i] != want[i]][:5]
PY

# a racy reduction is refused: nothing launched, nothing written
run race 1 "$root/examples/reduce_race.ptx" --kernel _Z11reduce_racePKfPfi --grid 4 --block 256 \
  'f32[1024]:iota' "f32[4]:zeros>$tmp/never.bin" i32:1024
[ -e "$tmp/never.bin" ] && { echo "FAIL: the refused launch wrote its output"; fails=$((fails + 1)); }

# the monitor (--monitor): silent on the verified kernels, with the outputs still right; the planted
# race of reduce_race seen; without --allow-violation that kernel is still refused
# pairs NAME zero|some: the monitor's racing pairs in $tmp/NAME.json
pairs() {
  "$py" - "$tmp/$1.json" "$2" <<'PY' || { echo "FAIL: $1: the monitor's pairs are not $2"; fails=$((fails + 1)); }
import json, sys
m = json.load(open(sys.argv[1]))["run"]["monitor"]
assert m["records"] > 0 and m["dropped"] == 0 and m["complete"], m
assert (m["racing_pairs"] == 0) == (sys.argv[2] == "zero"), m
PY
}
run mon-reduce 0 "$root/examples/reduce_ok.ptx" --kernel _Z9reduce_okPKfPfi --grid 4 --block 256 --monitor \
  'f32[1024]:iota' "f32[4]:zeros>$tmp/sums.bin" i32:1024 && pairs mon-reduce zero &&
compare mon-reduce <<'PY'
import struct, sys
got = struct.unpack("<4f", open(sys.argv[1] + "/sums.bin", "rb").read())
assert list(got) == [float(sum(range(256 * b, 256 * b + 256))) for b in range(4)], got
PY
run mon-transpose 0 "$root/examples/transpose_padded.ptx" --kernel _Z16transpose_paddedPfPKfii --grid 4,4 \
  --block 32,8 --monitor "f32[16384]:zeros" "f32[16384]:random" i32:128 i32:128 && pairs mon-transpose zero
run mon-scan 0 "$root/tests/kernels/a-shared-race-025.O3.ptx" --kernel a_blelloch_scan_ok --grid 4 --block 256 \
  --monitor 'f32[2048]:iota' "f32[2048]:zeros" && pairs mon-scan zero
run mon-race 1 "$root/examples/reduce_race.ptx" --kernel _Z11reduce_racePKfPfi --grid 4 --block 256 --monitor \
  --allow-violation 'f32[1024]:iota' "f32[4]:zeros" i32:1024 && pairs mon-race some
run mon-warp-race 1 "$root/examples/warp_reduce_race.ptx" --kernel _Z16warp_reduce_racePKfPf --grid 2 --block 256 \
  --monitor --allow-violation 'f32[512]:iota' "f32[2]:zeros" && pairs mon-warp-race some
run mon-refused 1 "$root/examples/reduce_race.ptx" --kernel _Z11reduce_racePKfPfi --grid 4 --block 256 --monitor \
  'f32[1024]:iota' "f32[4]:zeros" i32:1024
# a million threads monitored: every access recorded (none dropped), no race, the sums right
run mon-reduce-1m 0 "$root/examples/reduce_ok.ptx" --kernel _Z9reduce_okPKfPfi --grid 4096 --block 256 --monitor \
  'f32[1048576]:ones' "f32[4096]:zeros>$tmp/sums1m.bin" i32:1048576 && pairs mon-reduce-1m zero &&
compare mon-reduce-1m <<'PY'
import struct, sys
got = struct.unpack("<4096f", open(sys.argv[1] + "/sums1m.bin", "rb").read())
assert all(x == 256.0 for x in got), [x for x in got if x != 256.0][:5]
PY

# a kernel that never returns (its flag stays zero): --timeout gives up on it (exit 4) and the process ends
t0=$(date +%s)
timeout 120 "$ws" run "$root/tests/gpu/spin_until.ptx" --kernel _Z10spin_untilPVKj --grid 2 --block 64 --timeout 2 \
  'u32[1]:zeros' --format json -o "$tmp/spin.json" 2>"$tmp/spin.err"
rc=$? t1=$(date +%s)
if [ "$rc" != 4 ] || ! grep -q 'still running after 2 s' "$tmp/spin.json" || [ $((t1 - t0)) -lt 2 ] ||
   [ $((t1 - t0)) -gt 60 ]; then
  echo "FAIL: spin: exit $rc after $((t1 - t0)) s, expected 4 soon after 2 s"
  head -c 1500 "$tmp/spin.json"; sed 's/^/  stderr: /' "$tmp/spin.err" | head -5
  fails=$((fails + 1))
else
  echo "spin: given up after --timeout 2: exit 4, the process ended $((t1 - t0)) s after it started"
fi
# the same kernel on a flag that is set: it returns at once, well within --timeout 2
printf '\001\000\000\000' >"$tmp/one.bin"
run spin-set 0 "$root/tests/gpu/spin_until.ptx" --kernel _Z10spin_untilPVKj --grid 2 --block 64 --timeout 2 \
  "u32[1]:@$tmp/one.bin" || true

echo "gpu run: $fails failure(s)"
[ "$fails" -eq 0 ]
