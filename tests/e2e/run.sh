#!/usr/bin/env bash
# run.sh WARPSAFE ROOT: `warpsafe run` where no GPU is needed: its argument
# parsing and messages, and every way it refuses a launch before the
# driver (a violation, the same buffer twice where the proof needs two, an
# unknown proof). A verified launch ends in exit 4 (no driver) here, or 0
# where a GPU is present (tests/gpu runs those for real).
set -u
ws=$1 root=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CACHE_HOME="$tmp/cache"   # the proof cache of this test alone
fails=0
ok="$root/examples/reduce_ok.ptx" race="$root/examples/reduce_race.ptx"
K=_Z9reduce_okPKfPfi R=_Z11reduce_racePKfPfi
py=/usr/bin/python3; [ -x "$py" ] || py=python3

# shellcheck source=../tools/expect.sh
. "$root/tests/tools/expect.sh"

launch=(--kernel "$K" --grid 4 --block 256)

# usage and ARG errors: exit 3, with the ARG and the parameter named
expect 3 "run without FILE" -- "$ws" run --kernel "$K" --grid 4 --block 256
has err "run needs FILE, --kernel NAME, --grid and --block" "what run needs"
expect 3 "run without --grid" -- "$ws" run "$ok" --kernel "$K" --block 256 'f32[1024]:iota' 'f32[4]:zeros' i32:1024
expect 3 "a block no launch has" -- "$ws" run "$ok" --kernel "$K" --grid 4 --block 2048 'f32[1024]:iota' 'f32[4]:zeros' i32:1
has err "no CUDA launch has the block '2048'" "the bad block named"
expect 3 "unknown kernel" -- "$ws" run "$ok" --kernel nosuch --grid 4 --block 256 'f32[4]:zeros' 'f32[4]:zeros' i32:1
has err "error\[CLI002\]: --kernel nosuch: no .entry of that name" "the missing kernel named"
expect 3 "too few ARGs" -- "$ws" run "$ok" "${launch[@]}" 'f32[1024]:iota' 'f32[4]:zeros'
has err "kernel '$K' takes 3 parameters \(${K}_param_0 \(8 bytes\), ${K}_param_1 \(8 bytes\), ${K}_param_2 \(4 bytes\)\): 2 ARGs given" "the parameters listed"
expect 3 "a scalar for a pointer" -- "$ws" run "$ok" "${launch[@]}" 'f32[1024]:iota' i32:5 i32:1024
has err "ARG 2 \('i32:5'\) is a 4-byte i32, but parameter ${K}_param_1 holds 8 bytes" "scalar width against the parameter"
expect 3 "a buffer for a scalar" -- "$ws" run "$ok" "${launch[@]}" 'f32[1024]:iota' 'f32[4]:zeros' 'i32[4]:zeros'
has err "ARG 3 \('i32\[4\]:zeros'\) is a buffer, but parameter ${K}_param_2 is a 4-byte value" "buffer against a scalar"
expect 3 "a 64-bit scalar for a 32-bit parameter" -- "$ws" run "$ok" "${launch[@]}" 'f32[1024]:iota' 'f32[4]:zeros' i64:1024
has err "ARG 3 \('i64:1024'\) is a 8-byte i64" "i64 against .u32"
for bad in 'x32:1' 'i32:' 'i32:4294967296' 'u32:-1' 'f32:abc' 'i8:1' 'f32[0]:zeros' 'f32[4]:nothing' 'f32[4]zeros' \
           'f32[4]:zeros>' 'f32[-1]:zeros' '=0' '=3' '=x'; do
  expect 3 "bad ARG $bad" -- "$ws" run "$ok" "${launch[@]}" 'f32[1024]:iota' 'f32[4]:zeros' "$bad"
  has err "bad ARG '$(printf '%s' "$bad" | sed 's/[][]/\\&/g')'" "the bad ARG $bad quoted"
done
expect 3 "=N of a scalar" -- "$ws" run "$ok" "${launch[@]}" i64:5 '=1' i32:1024
has err "ARG 2 \('=1'\) names ARG 1, which is no buffer" "=N must name a buffer"
printf 'abc' >"$tmp/short.bin"
expect 3 "input file of the wrong size" -- "$ws" run "$ok" "${launch[@]}" "f32[1024]:@$tmp/short.bin" 'f32[4]:zeros' i32:1024
has err "short.bin holds 3 bytes, the buffer 4096 \(1024 x f32\)" "the sizes named"
expect 3 "missing input file" -- "$ws" run "$ok" "${launch[@]}" "f32[1024]:@$tmp/none.bin" 'f32[4]:zeros' i32:1024
has err "cannot read .*none.bin" "the missing file named"
expect 3 "unknown option" -- "$ws" run "$ok" "${launch[@]}" --frob 'f32[1024]:iota' 'f32[4]:zeros' i32:1024
expect 3 "run --format sarif" -- "$ws" run "$ok" "${launch[@]}" --format sarif 'f32[1024]:iota' 'f32[4]:zeros' i32:1024

# refusals: a racy kernel (exit 1, its finding in the report, nothing launched)
expect 1 "a racy kernel is refused" -- "$ws" run "$race" --kernel "$R" --grid 4 --block 256 --format text \
  'f32[1024]:iota' 'f32[4]:zeros>'"$tmp/never.bin" i32:1024
has out "proof violation" "the proof's verdict"
has out "shared-race: shared-memory race: thread" "the finding"
has out "warpsafe run: refused: the proof for this launch found a violation: not launched" "refused"
[ -e "$tmp/never.bin" ] && { echo "FAIL: a refused launch wrote its output"; fails=$((fails + 1)); }
expect 1 "--kernel by its demangled name" -- "$ws" run "$race" --kernel reduce_race --grid 4 --block 256 --format text \
  'f32[1024]:iota' 'f32[4]:zeros' i32:1024
has out "kernel 'reduce_race\(float const\*, float\*, int\)'.*proof violation" "the kernel found and named"
# valid FILE: the run report against reports/schema/warpsafe-run-2.schema.json, its proof
# against warpsafe-findings/1's kernel object
valid() {
  "$py" - "$1" "$root/reports/schema" <<'PY' || { echo "FAIL: $1 does not fit the schema"; fails=$((fails + 1)); }
import json, sys, jsonschema
d = json.load(open(sys.argv[1]))
run = json.load(open(sys.argv[2] + "/warpsafe-run-2.schema.json"))
findings = json.load(open(sys.argv[2] + "/warpsafe-findings-1.schema.json"))
jsonschema.validate(d, run)
jsonschema.validate(d["proof"], {"$ref": "#/$defs/kernel", "$defs": findings["$defs"]})
assert len(d["assumption_checks"]) == len(d["proof"].get("assumptions", []))
PY
}

# the same buffer as input and output: the proof takes them as one buffer and finds the race
expect 1 "in and out the same buffer" -- "$ws" run "$ok" "${launch[@]}" --format json 'f32[1024]:iota' '=1' i32:1024
valid "$tmp/out"
"$py" - "$tmp/out" <<'PY' || fails=$((fails + 1))
import json, sys
d = json.load(open(sys.argv[1]))
assert d["schema"] == "warpsafe-run/2", d["schema"]
assert d["proof"]["verdict"] == "violation", d["proof"]["verdict"]
f = d["proof"]["findings"][0]
assert f["rule"] == "global-race" and f["witness"]["replayed"], f
assert d["run"]["status"] == "refused", d["run"]
assert [a["arg"] for a in d["launch"]["args"]] == ["f32[1024]:iota", "=1", "i32:1024"]
PY
# an unknown proof (no solver for the obligations the refutation leaves): refused with 2
tp="$root/examples/transpose_padded.ptx" T=_Z16transpose_paddedPfPKfii
expect 2 "an unknown proof is refused" -- env WARPSAFE_Z3_LIBRARY="$tmp/no-libz3.so" "$ws" run "$tp" --kernel $T \
  --grid 4,4 --block 32,8 --format text 'f32[16384]:zeros' 'f32[16384]:iota' i32:128 i32:128
has out "proof unknown" "the proof's verdict"
has out "refused: the proof for this launch is unknown: not launched \(--allow-unknown launches anyway\)" "refused as unknown"
expect "0 4" "--allow-unknown goes on to the driver" -- env WARPSAFE_Z3_LIBRARY="$tmp/no-libz3.so" "$ws" run "$tp" \
  --kernel $T --grid 4,4 --block 32,8 --allow-unknown --format text 'f32[16384]:zeros' 'f32[16384]:iota' i32:128 i32:128

# out of bounds: every buffer ARG's size goes to the proof (global-bounds)
expect 1 "an input buffer too small" -- "$ws" run "$ok" "${launch[@]}" --format text 'f32[512]:iota' \
  'f32[4]:zeros>'"$tmp/never.bin" i32:1024
has out "global-bounds: out of bounds: thread \(0,0,0\) of block \(2,0,0\) reads 4 bytes at offset 2048 of the 2048-byte buffer of ${K}_param_0 \(PTX line 50\)" "the read past the end"
has out "refused: the proof for this launch found a violation" "refused"
[ -e "$tmp/never.bin" ] && { echo "FAIL: the out-of-bounds launch wrote its output"; fails=$((fails + 1)); }
expect 1 "an output buffer too small" -- "$ws" run "$ok" "${launch[@]}" --format text 'f32[1024]:iota' 'f32[3]:zeros' i32:1024
has out "writes 4 bytes at offset 12 of the 12-byte buffer of ${K}_param_1 \(PTX line 164\)" "the write past the end"
expect "0 4" "n within the smaller buffer" -- "$ws" run "$ok" "${launch[@]}" --format text 'f32[512]:iota' 'f32[4]:zeros' i32:512
has out "proof verified" "the guard i < n keeps it inside"
# a benign race (same value, same bytes) is held by the proof: launched; under --no-benign it is refused
bw="$root/tests/e2e/benign-write.ptx"
expect "0 4" "benign stores" -- "$ws" run "$bw" --kernel flag_same --grid 2 --block 64 --format text 'u32[2]:zeros' \
  'u32[1]:zeros'
has out "proof verified" "benign races tolerated"
has out "held: the proof shows both stores write the same value to the same bytes" "the benign race held"
expect 1 "benign stores under --no-benign" -- "$ws" run "$bw" --kernel flag_same --grid 2 --block 64 --format text \
  --no-benign 'u32[2]:zeros' 'u32[1]:zeros'
has out "refused: the proof for this launch found a violation" "refused as a race"
# the same rule in check, by --buffer
P=(--block 256 --grid 4 --param ${K}_param_2=1024)
expect 0 "check --buffer in bounds" -- "$ws" check --format json "${P[@]}" --buffer ${K}_param_0=4096 --buffer ${K}_param_1=16 "$ok"
"$py" - "$tmp/out" <<'PY' || { echo "FAIL: global-bounds not reported verified once sizes are given"; fails=$((fails + 1)); }
import json, sys
k = json.load(open(sys.argv[1]))["files"][0]["kernels"][0]
assert {r["id"]: r["verdict"] for r in k["rules"]}["global-bounds"] == "verified", k["rules"]
assert k["verdict"] == "verified"
PY
expect 0 "check without --buffer" -- "$ws" check --format json "${P[@]}" "$ok"
grep -q global-bounds "$tmp/out" && { echo "FAIL: global-bounds reported without sizes"; fails=$((fails + 1)); }
expect 1 "check --buffer too small" -- "$ws" check --format text "${P[@]}" --buffer ${K}_param_0=2048 "$ok"
has out "error: out of bounds: .* \[global-bounds\]" "the violation in check"
expect 0 "check --buffer, n symbolic: i < 1024 by the grid" -- "$ws" check --format text --block 256 --grid 4 \
  --buffer ${K}_param_0=4096 --buffer ${K}_param_1=16 "$ok"
expect 2 "check --buffer: a parameter without size" -- "$ws" check --strict --format text "${P[@]}" --buffer ${K}_param_0=4096 "$ok"
has out "no size is given for the buffer of its parameter" "the missing size named"
expect 3 "check --buffer of no parameter" -- "$ws" check "${P[@]}" --buffer nosuch=16 "$ok"
has err "--buffer nosuch: no kernel in the inputs has a pointer parameter of that name" "the bad name"
expect 3 "check --buffer without bytes" -- "$ws" check "${P[@]}" --buffer ${K}_param_0= "$ok"
has err "bad --buffer" "the bad value"

# a verified launch: the proof, its assumption checked on the arguments, then the driver
expect "0 4" "a verified kernel" -- "$ws" run "$ok" "${launch[@]}" --format json 'f32[1024]:iota' \
  'f32[4]:zeros>'"$tmp/sums.bin" i32:1024
valid "$tmp/out"
"$py" - "$tmp/out" <<'PY' || fails=$((fails + 1))
import json, sys
d = json.load(open(sys.argv[1]))
p = d["proof"]
assert p["verdict"] == "verified", p["verdict"]
assert p["launch"]["grid"] == [4, 1, 1] and p["launch"]["block"] == [256, 1, 1], p["launch"]
assert [a["kind"] for a in p["assumptions"]] == ["distinct-buffers"], p["assumptions"]
assert d["assumption_checks"][0].startswith("held: ARG 1 and ARG 2 are separate allocations"), d["assumption_checks"]
r = d["run"]
if r["status"] == "failed":   # no GPU here
    assert "no CUDA" in r["reason"], r["reason"]
else:
    assert r["status"] == "ran" and r["outputs"][0]["bytes"] == 16, r
PY
if grep -q '"status":	"failed"' "$tmp/out"; then
  [ -e "$tmp/sums.bin" ] && { echo "FAIL: a launch that did not run wrote its output"; fails=$((fails + 1)); }
fi

# a flag the proof takes as not ready at launch: checked against the buffer's initial bytes
msg="$root/tests/kernels/e-global-race-015.O3.ptx"
expect "0 4" "message passing, flag 0 at launch" -- "$ws" run "$msg" --kernel e_message_fence_ok --grid 2 --block 32 \
  --format text 'i32[4]:zeros' 'i32[1]:zeros' 'i32[4]:zeros'
has out "held: ARG 2's 4-byte word at offset 0 is 0 at launch \(the proof needs 0\)" "the flag checked"
expect 1 "message passing, flag already set" -- "$ws" run "$msg" --kernel e_message_fence_ok --grid 2 --block 32 \
  --format text 'i32[4]:zeros' 'i32[1]:ones' 'i32[4]:zeros'
has out "broken: ARG 2's 4-byte word at offset 0 is 1 at launch \(the proof needs 0\)" "the flag found set"
has out "refused: an assumption of the proof does not hold for these arguments" "refused"

# LLVM IR input: the proof from the .ll, the launch of the PTX it is lowered to
ll="$root/tests/kernels/a-shared-race-025.O3.ll"
expect "0 4" "run of LLVM IR" -- "$ws" run "$ll" --kernel a_blelloch_scan_ok --grid 4 --block 256 --format text \
  'f32[2048]:iota' 'f32[2048]:zeros'
has out "proof verified" "LLVM IR proved"
expect 1 "run of LLVM IR, a buffer too small" -- "$ws" run "$ll" --kernel a_blelloch_scan_ok --grid 4 --block 256 \
  --format text 'f32[2047]:iota' 'f32[2048]:zeros'
has out "reads 4 bytes at offset 8188 of the 8188-byte buffer of a_blelloch_scan_ok_param_0 \(IR line 26\)" "IR lines named"

# the proof cache: a verified proof is kept and used by the next run of the same launch
rm -rf "$tmp/cache"
args=('f32[1024]:iota' 'f32[4]:zeros' i32:1024)
expect "0 4" "first run proves" -- "$ws" run "$ok" "${launch[@]}" --format text "${args[@]}"
has out "proof verified$" "not from the cache"
expect "0 4" "second run uses the cache" -- "$ws" run "$ok" "${launch[@]}" --format json "${args[@]}"
has out '"proof_cached":[[:space:]]*true' "from the cache"
valid "$tmp/out"
"$py" - "$tmp/out" <<'PY' || fails=$((fails + 1))
import json, sys
d = json.load(open(sys.argv[1]))
assert d["proof"]["verdict"] == "verified" and [a["kind"] for a in d["proof"]["assumptions"]] == ["distinct-buffers"], d["proof"]
assert d["assumption_checks"][0].startswith("held: "), d["assumption_checks"]
PY
expect "0 4" "--no-cache proves again" -- "$ws" run "$ok" "${launch[@]}" --no-cache --format text "${args[@]}"
has out "proof verified$" "--no-cache: not from the cache"
expect "0 4" "another scalar is another launch" -- "$ws" run "$ok" "${launch[@]}" --format text 'f32[1024]:iota' \
  'f32[4]:zeros' i32:1000
has out "proof verified$" "a new n: proved"
expect 1 "the cache never hides a smaller buffer" -- "$ws" run "$ok" "${launch[@]}" --format text 'f32[512]:iota' \
  'f32[4]:zeros' i32:1024
has out "global-bounds: out of bounds" "the bounds proof made for the new size"
for f in "$tmp/cache/warpsafe/results/"*; do printf 'garbage' >"$f"; done
expect "0 4" "a damaged cache entry is proved again" -- "$ws" run "$ok" "${launch[@]}" --format text "${args[@]}"
has out "proof verified$" "proved again"

# --monitor: its options, and the instrumented copy (written with --monitor-ptx before the launch)
args=('f32[1024]:iota' 'f32[4]:zeros' i32:1024)
expect 3 "--allow-violation without --monitor" -- "$ws" run "$race" --kernel "$R" --grid 4 --block 256 \
  --allow-violation "${args[@]}"
has err "--allow-violation launches a racy kernel only under --monitor" "why --allow-violation alone is refused"
expect 3 "--monitor-ptx without a file" -- "$ws" run "$ok" "${launch[@]}" "${args[@]}" --monitor-ptx
has err "--monitor-ptx needs a file name" "the missing file named"
for t in -1 abc 86401 ''; do
  expect 3 "--timeout '$t'" -- "$ws" run "$ok" "${launch[@]}" --timeout "$t" "${args[@]}"
  has err "bad --timeout '$t': expected whole seconds" "the bad --timeout named"
done
expect 1 "a racy kernel under --monitor alone is refused" -- "$ws" run "$race" --kernel "$R" --grid 4 --block 256 \
  --monitor --monitor-ptx "$tmp/never.ptx" --format text "${args[@]}"
has out "found a violation: not launched" "refused before instrumenting"
[ -e "$tmp/never.ptx" ] && { echo "FAIL: a refused launch was instrumented"; fails=$((fails + 1)); }
expect "0 4" "a verified kernel under --monitor" -- "$ws" run "$ok" "${launch[@]}" --monitor-ptx "$tmp/m.ptx" \
  --format json "${args[@]}"
valid "$tmp/out"
has m.ptx "^\s*\.param \.u64 __wsm_log$" "the log parameter appended"
has m.ptx "bar\.sync 	0;$" "the barrier kept"
[ "$(grep -c 'warpsafe monitor: PTX line' "$tmp/m.ptx")" = 28 ] || { echo "FAIL: not 28 accesses instrumented"; fails=$((fails + 1)); }
expect "1 4" "a racy kernel under --monitor --allow-violation" -- "$ws" run "$race" --kernel "$R" --grid 4 \
  --block 256 --monitor --allow-violation --monitor-ptx "$tmp/r.ptx" --format text "${args[@]}"
has out "proof violation" "the proof's verdict still reported"
[ -s "$tmp/r.ptx" ] || { echo "FAIL: the racy kernel was not instrumented"; fails=$((fails + 1)); }
expect 1 "--allow-violation never launches an access out of its buffer" -- "$ws" run "$ok" "${launch[@]}" \
  --monitor --allow-violation --monitor-ptx "$tmp/oob.ptx" --format text 'f32[512]:iota' 'f32[4]:zeros' i32:1024
has out "does not launch \(the GPU may hang or fault\)" "why it is not launched"
[ -e "$tmp/oob.ptx" ] && { echo "FAIL: an out-of-bounds launch was instrumented"; fails=$((fails + 1)); }
# a shared race, and a store through a pointer loaded from memory (global-bounds unknown)
cat >"$tmp/loaded.ptx" <<'PTX'
.version 8.0
.target sm_75
.address_size 64
.shared .align 4 .b8 s[64];
.visible .entry loaded(.param .u64 p)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, s;
	st.shared.u32 [%r2], %r1;
	ld.param.u64 %rd1, [p];
	cvta.to.global.u64 %rd2, %rd1;
	ld.global.u64 %rd3, [%rd2];
	st.global.u32 [%rd3], %r1;
	ret;
}
PTX
expect 1 "--allow-violation with global-bounds unknown" -- "$ws" run "$tmp/loaded.ptx" --kernel loaded --grid 1 \
  --block 64 --monitor --allow-violation --monitor-ptx "$tmp/loaded-m.ptx" --format text 'u64[1]:zeros'
has out "found \(or could not rule out\) a divergent barrier or an access out of its buffer" "why not launched"
[ -e "$tmp/loaded-m.ptx" ] && { echo "FAIL: a launch with bounds unknown was instrumented"; fails=$((fails + 1)); }
expect "0 1 4" "the same with --allow-unknown" -- "$ws" run "$tmp/loaded.ptx" --kernel loaded --grid 1 --block 64 \
  --monitor --allow-violation --allow-unknown --monitor-ptx "$tmp/loaded-m.ptx" --format text 'u64[1]:zeros'
[ -s "$tmp/loaded-m.ptx" ] || { echo "FAIL: --allow-unknown did not let it be instrumented"; fails=$((fails + 1)); }
expect 3 "--monitor-ptx into a folder that does not exist" -- "$ws" run "$ok" "${launch[@]}" \
  --monitor-ptx "$tmp/no/such/m.ptx" "${args[@]}"
has out "cannot write $tmp/no/such/m.ptx" "the unwritable file named"

# global-bounds without buffer ARGs: a kernel with no parameters overrunning a module-scope table
cat >"$tmp/table.ptx" <<'PTX'
.version 8.0
.target sm_75
.address_size 64
.global .align 4 .b8 table[256];
.visible .entry fill_table()
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<4>;
	mov.u32 %r1, %tid.x;
	mov.u64 %rd1, table;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r1;
	ret;
}
PTX
expect 1 "a table overrun, no ARG at all" -- "$ws" run "$tmp/table.ptx" --kernel fill_table --grid 1 --block 128 \
  --format text
has out "global-bounds: out of bounds: .* of the 256-byte buffer of table" "the overrun found without buffer ARGs"
expect "0 4" "the same table filled in bounds" -- "$ws" run "$tmp/table.ptx" --kernel fill_table --grid 1 --block 64 \
  --format text
has out "proof verified" "in bounds"

# counters that must not wrap (atomic slots): checked against the buffer's words and the launch's threads
hist="$root/tests/kernels/e-global-race-009.O3.ptx"
"$py" -c "import sys; sys.stdout.buffer.write(b'\x00\xfc\xff\xff' + bytes(252))" >"$tmp/edge.bin"
expect "0 4" "a histogram's counters from zero" -- "$ws" run "$hist" --kernel e_hist_atomic_ok --grid 4 --block 256 \
  --format text 'u32[1024]:iota' 'u32[64]:zeros'
has out "held: ARG 2's 4-byte words are at most 0 at launch and 1024 threads add at most 1024 to them$" "the counter held"
expect 1 "a counter 1024 below 2^32" -- "$ws" run "$hist" --kernel e_hist_atomic_ok --grid 4 --block 256 \
  --format text 'u32[1024]:iota' "u32[64]:@$tmp/edge.bin"
has out "broken: ARG 2's 4-byte words are at most 4294966272 at launch and 1024 threads add at most 1024 to them: past 2\^32" "the wrap named"
# (exit 1: rowptr's values index col, so global-bounds cannot prove col's reads in bounds either)
expect 1 "a counter added to in a loop" -- "$ws" run "$root/tests/kernels/e-global-race-012.O3.ptx" \
  --kernel e_csr_indegree_ok --grid 8 --block 256 --format text 'i32[2049]:zeros' 'i32[16]:zeros' 'i32[2048]:zeros' i32:2048
has out "unchecked: the atom.add at line 66 may run more than once per thread" "why it is not checked"

# a bulk copy's global extent: 4 blocks each load 4096 bytes from in + 4096 * block (cp.async.bulk)
tma="$root/tests/kernels/f-async-copy-race-009.sm90.O3.ptx"
expect "0 4" "bulk loads inside their buffer" -- "$ws" run "$tma" --kernel f_tma_expect_tx_parity --grid 4 --block 256 \
  --format text 'f32[4096]:zeros' 'f32[4096]:ones'
has out "proof verified" "16384 bytes hold every block's tile"
expect 2 "a bulk load past the end of its buffer" -- "$ws" run "$tma" --kernel f_tma_expect_tx_parity --grid 4 \
  --block 256 --format text 'f32[4096]:zeros' 'f32[3073]:ones'
has out "global-bounds: unknown: the bulk copy at PTX line 78 may reach outside the 12292-byte buffer" "the extent checked"

printf '.version 8.0\n.target sm_75\n.address_size 64\n.visible .entry nop()\n{\n\tret;\n}\n' >"$tmp/nop.ptx"
# a counter at one known offset: only its own word counts
cat >"$tmp/slot.ptx" <<'PTX'
.version 8.0
.target sm_75
.address_size 64
.visible .entry slot(.param .u64 cnt, .param .u64 out)
{
	.reg .pred %p<2>;
	.reg .b32 %r<3>;
	.reg .b64 %rd<7>;
	ld.param.u64 %rd1, [cnt];
	ld.param.u64 %rd2, [out];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	atom.global.add.u32 %r1, [%rd3+4], 1;
	setp.ge.u32 %p1, %r1, 64;
	@%p1 bra $DONE;
	mul.wide.u32 %rd5, %r1, 4;
	add.s64 %rd6, %rd4, %rd5;
	mov.u32 %r2, %tid.x;
	st.global.u32 [%rd6], %r2;
$DONE:
	ret;
}
PTX
"$py" -c "import sys; sys.stdout.buffer.write(b'\xff\xff\xff\xff' + bytes(4))" >"$tmp/cnt.bin"
"$py" -c "import sys; sys.stdout.buffer.write(bytes(4) + b'\xf6\xff\xff\xff')" >"$tmp/cnt2.bin"
expect "0 4" "a counter word beside a large one" -- "$ws" run "$tmp/slot.ptx" --kernel slot --grid 1 --block 64 \
  --format text "u32[2]:@$tmp/cnt.bin" 'u32[64]:zeros'
has out "held: ARG 1's 4-byte word at offset 4 is 0 at launch and 64 threads add at most 64 to it$" "its own word"
expect 1 "a counter word 10 below 2^32" -- "$ws" run "$tmp/slot.ptx" --kernel slot --grid 1 --block 64 \
  --format text "u32[2]:@$tmp/cnt2.bin" 'u32[64]:zeros'
has out "broken: ARG 1's 4-byte word at offset 4 is 4294967286 at launch" "the wrap at its offset"

expect 3 "--monitor on more blocks than its records number" -- "$ws" run "$tmp/nop.ptx" --kernel nop \
  --grid 1073741824,32768,32768 --block 4 --monitor --format text
has out "1152921504606846976 blocks are more than the monitor's records can number" "the launch too large"

# reports of monitored runs on an H100 (tests/gpu/run-gpu.sh with KEEP_JSON, 2026-12-06) still fit the schema
for f in "$root"/tests/gpu/reports/*.json; do valid "$f"; done

echo "run: $fails failure(s)"
[ "$fails" -eq 0 ]
