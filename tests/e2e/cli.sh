#!/usr/bin/env bash
# cli.sh WARPSAFE ROOT: the command line's contract (design.md, Interfaces):
# commands, flags, formats, exit statuses, bad input, determinism.
set -u
ws=$1 root=$2
tmp=$(mktemp -d)
export XDG_CACHE_HOME=/dev/null/no-cache  # each run analyzes
trap 'rm -rf "$tmp"' EXIT
fails=0
ex="$root/examples/reduce_ok.ptx"
py=/usr/bin/python3; [ -x "$py" ] || py=python3
launch="$root/tests/e2e/launch.ptx"

# shellcheck source=../tools/expect.sh
. "$root/tests/tools/expect.sh"

expect 0 "--help" -- "$ws" --help
has out "usage: warpsafe check" "--help prints usage"
expect 0 "--version" -- "$ws" --version
has out "^warpsafe [0-9]+\.[0-9]+\.[0-9]+ \(Z3 4\." "--version names tool and solver"
expect 3 "no command" -- "$ws"
expect 3 "unknown command" -- "$ws" frobnicate
has err "unknown command 'frobnicate'" "unknown command message"
expect 3 "unknown option" -- "$ws" check --frob "$ex"
expect 3 "no input files" -- "$ws" check
expect 3 "bad --block" -- "$ws" check --block 0 "$ex"
expect 3 "bad --block" -- "$ws" check --block 32,a "$ex"
expect 3 "bad --grid" -- "$ws" check --grid 1,2,3,4 "$ex"
expect 3 "--block of more than 1024 threads" -- "$ws" check --block 32,32,2 "$ex"
has err "no CUDA launch has the block '32,32,2'" "an illegal block says why"
expect 3 "--block z over 64" -- "$ws" check --block 1,1,65 "$ex"
expect 3 "--grid y over 65535" -- "$ws" check --grid 1,65536 "$ex"
expect 0 "--block of 1024 threads" -- "$ws" check --block 1024 --grid 64 "$ex"
expect 3 "bad --param" -- "$ws" check --param n "$ex"
expect 3 "bad --param value" -- "$ws" check --param n=abc "$ex"
for r in 5..1 1.. ..4 1..x 1...4; do
  expect 3 "bad --param range $r" -- "$ws" check --param "n=$r" "$ex"
  has err "expected NAME=VALUE or NAME=LO..HI with integers, LO <= HI" "what a --param range is"
done
expect 3 "bad --format" -- "$ws" check --format xml "$ex"
expect 3 "bad --rlimit" -- "$ws" check --rlimit 0 "$ex"
expect 3 "bad --dynamic-shared" -- "$ws" check --dynamic-shared -4 "$ex"
expect 0 "--rlimit and --dynamic-shared" -- "$ws" check --block 256 --grid 64 --rlimit 100000 --dynamic-shared 4096 "$ex"
expect 3 "run without --kernel, --grid, --block" -- "$ws" run "$ex"

# rules
expect 0 "rules" -- "$ws" rules
for r in shared-race global-race barrier-divergence async-copy-race scoped-atomic-race param-alias global-bounds; do
  has out "^$r " "rules lists $r"
done
expect 0 "rules ID" -- "$ws" rules shared-race
has out "__syncwarp" "rules shared-race explains warps"
expect 3 "rules unknown" -- "$ws" rules no-such-rule

# check: a proof is verified; unknown is never verified; exit 0 without --strict, 2 with it
async="$root/tests/e2e/tma-tensor.ptx"   # a TMA tensor store: not modeled yet, unknown
expect 0 "check text" -- "$ws" check --format text --block 256 --grid 64 "$ex"
has out "kernel 'reduce_ok\(float const\*, float\*, int\)' \(_Z9reduce_okPKfPfi\): verified" "text verdict line, demangled with the PTX name"
has out "kernel 'reduce_ok\(float const\*, float\*, int\)' assumes that '.*' and '.*' point to buffers that do not overlap .*\[param-alias\]" "text lists the param-alias assumptions"
has out "1 verified, 0 violation, 0 unknown" "text summary"
expect 0 "check --strict verified" -- "$ws" check --strict --format text --block 256 --grid 64 "$ex"
expect 0 "check unknown" -- "$ws" check --format text --block 256 --grid 4 "$async"
has out "kernel '.*': unknown \(.*async-copy-race: cp.async.bulk.* not modeled yet" "text verdict line with a reason"
has out "0 verified, 0 violation, 1 unknown" "text summary of an unknown kernel"
expect 2 "check --strict" -- "$ws" check --strict --format text --block 256 --grid 4 "$async"
expect 0 "check json by default when not a terminal" -- "$ws" check --block 256 --grid 64 "$ex"
has out '"schema":[[:space:]]*"warpsafe-findings/1"' "json is the default off a terminal"
expect 0 "check -o" -- "$ws" check --format json -o "$tmp/report.json" --block 256 --grid 64 "$ex" "$async"
grep -q '"verdict":[[:space:]]*"verified"' "$tmp/report.json" || { echo "FAIL: -o wrote no report"; fails=$((fails + 1)); }
# a kernel is verified only when every rule is; the cp.async.bulk kernel is not
"$py" - "$tmp/report.json" <<'PY' || { echo "FAIL: kernel verdicts against rule verdicts"; fails=$((fails + 1)); }
import json, sys
d = json.load(open(sys.argv[1]))
ks = [k for f in d["files"] for k in f["kernels"]]
assert len(ks) == 2, ks
for k in ks:
    rv = {r["id"]: r["verdict"] for r in k["rules"]}
    assert (k["verdict"] == "verified") == all(v == "verified" for v in rv.values()), k
assert ks[0]["verdict"] == "verified", ks[0]
assert ks[1]["verdict"] == "unknown" and "cp.async" in [r for r in ks[1]["rules"] if r["id"] == "async-copy-race"][0]["reason"], ks[1]
PY
expect 3 "check -o unwritable" -- "$ws" check -o /nonexistent/dir/x.json "$ex"

# SARIF is JSON with the catalogue and a notification per unknown kernel
expect 0 "check sarif" -- "$ws" check --format sarif --block 256 --grid 4 "$async"
"$py" - "$tmp/out" <<'PY' || { echo "FAIL: sarif shape"; fails=$((fails + 1)); }
import json, sys
d = json.load(open(sys.argv[1]))
assert d["version"] == "2.1.0"
run = d["runs"][0]
ids = [r["id"] for r in run["tool"]["driver"]["rules"]]
assert ids == ["shared-race", "global-race", "barrier-divergence", "async-copy-race", "scoped-atomic-race", "param-alias",
               "global-bounds"], ids
assert run["results"] == []
notes = run["invocations"][0]["toolExecutionNotifications"]
assert any("is not verified: unknown (" in n["message"]["text"] for n in notes)
PY

# the rules with checkers: reduce_ok is proved for its launch (a 1-D grid: out[blockIdx.x]), reduce_race is not
"$ws" check --format json --block 256 --grid 64 "$ex" >"$tmp/ok.json"
"$ws" check --format json --block 256 --grid 64 "$root/examples/reduce_race.ptx" >"$tmp/race.json"
"$py" - "$tmp/ok.json" "$tmp/race.json" <<'PY' || { echo "FAIL: proofs on the examples"; fails=$((fails + 1)); }
import json, sys
def rules(path):
    k = json.load(open(path))["files"][0]["kernels"][0]
    return {r["id"]: r for r in k["rules"]}
ok, race = rules(sys.argv[1]), rules(sys.argv[2])
assert ok["shared-race"]["verdict"] == "verified", ok["shared-race"]
assert ok["barrier-divergence"]["verdict"] == "verified", ok["barrier-divergence"]
assert ok["global-race"]["verdict"] == "verified", ok["global-race"]
assert race["shared-race"]["verdict"] == "violation", race["shared-race"]
f = json.load(open(sys.argv[2]))["files"][0]["kernels"][0]["findings"][0]
w = f["witness"]
assert f["rule"] == "shared-race" and w["replayed"] and len(f["accesses"]) == 2
a, b = w["threads"]
assert a["tid"] != b["tid"] and a["ctaid"] == b["ctaid"] and a["address"] == b["address"]
assert all(t["tid"][0] < 256 and t["tid"][1] == 0 for t in (a, b))
PY
# without a launch every legal block counts: reduce_ok indexes with threadIdx.x only,
# so two threads that differ in y write the same word
expect 1 "any legal launch" -- "$ws" check --format text "$ex"
has out "error: shared-memory race: thread \(([0-9]+),[1-9][0-9]*,[0-9]+\) writes .* thread \(\1,0,[0-9]+\)|error: shared-memory race: thread \(([0-9]+),0,[0-9]+\) writes .* thread \(\2,[1-9]" "2-D block race without --block"

# kernel filter and launch sources
expect 0 "--kernel" -- "$ws" check --format text --kernel fixed "$launch"
has out "kernel 'fixed'" "--kernel keeps the named kernel"
grep -q "kernel 'bounded'" "$tmp/out" && { echo "FAIL: --kernel kept another kernel"; fails=$((fails + 1)); }
expect 3 "--kernel missing" -- "$ws" check --kernel nope "$launch"
has err "--kernel nope: no .entry of that name" "--kernel error message"
expect 3 "--param missing" -- "$ws" check --param nope=1 "$launch"
has err "--param nope" "--param error message"
# distinct pointer parameters are distinct buffers unless --may-alias says not
alias="$root/tests/e2e/may-alias-race.ptx"
expect 0 "no --may-alias" -- "$ws" check --format text --block 64 --grid 1 "$alias"
has out "kernel '.*': verified" "distinct buffers: out[i] = in[i+1] is race-free"
expect 1 "--may-alias" -- "$ws" check --format text --block 64 --grid 1 --may-alias out,in "$alias"
has out "error: global-memory race" "--may-alias lets the buffers overlap"

# Triton's tl.dot matmul: a cp.async pipeline whose stage index wraps with a compare, ldmatrix,
# mma.sync; the whole kernel is proved (loops: wrapping stage indices; shared-race: ldmatrix rows)
tm="$root/tests/triton/triton-matmul.ptx"
expect 0 "triton matmul, --strict" -- "$ws" check --format text --strict $(sed -n 's/^args: //p' "$root/tests/triton/triton-matmul.expected") "$tm"
has out "kernel 'matmul_kernel': verified" "the Triton matmul is verified as a whole kernel"

# a TMA tensor load writes the box its tensor map holds: --tensor-box gives it
tma="$root/tests/kernels/f-async-copy-race-023.sm90.O3.ptx"
expect 0 "tensor load without --tensor-box" -- "$ws" check --format text --block 256 --grid 4 "$tma"
has out "give --tensor-box f_tma_2d_tile_param_1=BYTES" "without --tensor-box the reason names the flag"
expect 0 "--tensor-box" -- "$ws" check --format text --block 256 --grid 4 --tensor-box f_tma_2d_tile_param_1=4096 "$tma"
has out "kernel 'f_tma_2d_tile': verified" "--tensor-box lets the tensor load be proved"
has out "does not write the tensor that tensor map 'f_tma_2d_tile_param_1' describes" "the tensor's assumption is stated"
expect 2 "--tensor-box short, --strict" -- "$ws" check --format text --strict --block 256 --grid 4 \
    --tensor-box f_tma_2d_tile_param_1=2048 "$tma"
expect 1 "--tensor-box larger than expected" -- "$ws" check --format text --block 256 --grid 4 \
    --tensor-box f_tma_2d_tile_param_1=8192 "$tma"
has out "error: async-copy race" "a box beyond the bytes expected lands after the phase"
expect 3 "--tensor-box unknown name" -- "$ws" check --tensor-box nope=4096 "$tma"
has err "--tensor-box nope: no kernel in the inputs has a parameter" "--tensor-box names are checked"
for bad in f_tma_2d_tile_param_1=17 f_tma_2d_tile_param_1=0 f_tma_2d_tile_param_1 =16 f_tma_2d_tile_param_1=-16 \
    f_tma_2d_tile_param_1=16x; do
    expect 3 "bad --tensor-box $bad" -- "$ws" check --tensor-box "$bad" "$tma"
done
expect 3 "--may-alias missing" -- "$ws" check --may-alias out,nope "$alias"
has err "--may-alias nope: no kernel in the inputs has a pointer parameter" "--may-alias error message"
expect 3 "bad --may-alias" -- "$ws" check --may-alias out "$alias"
# a field of a struct passed by value: NAME+OFFSET (h-global-race-042: p+0 x, p+8 y, p+16 out, p+28 n)
st="$root/tests/kernels/h-global-race-042.O3.ptx"
expect 0 "--param on a struct field" -- "$ws" check --format text --block 256 --grid 64 --param h_smooth_struct_param_0+28=1 "$st"
has out "1 verified" "n = 1: no pair of stores (i + 1 < n never holds)"
expect 1 "--may-alias of struct fields" -- "$ws" check --format text --block 256 --grid 64 --may-alias h_smooth_struct_param_0+0,h_smooth_struct_param_0+16 "$st"
expect 3 "--param past the struct" -- "$ws" check --block 256 --grid 64 --param h_smooth_struct_param_0+32=1 "$st"
has err "--param h_smooth_struct_param_0[+]32: no kernel in the inputs has a parameter of that name" "a field past the struct is no parameter"
expect 3 "--may-alias of a 4-byte field" -- "$ws" check --block 256 --grid 64 --may-alias h_smooth_struct_param_0+28,h_smooth_struct_param_0+16 "$st"

# bad inputs: missing file, directory, 1 GB file, bad LLVM IR, garbage; always file:line:col and exit 3
expect 3 "missing file" -- "$ws" check "$tmp/missing.ptx"
has err "missing.ptx:1:1: error\[IO001\]: cannot open input: No such file or directory" "missing file message"
expect 3 "directory" -- "$ws" check "$tmp"
has err ":1:1: error\[IO001\]: cannot read input: it is a directory" "directory message"
truncate -s 1G "$tmp/huge.ptx"
start=$(date +%s)
expect 3 "1 GB file" -- "$ws" check "$tmp/huge.ptx"
has err "huge.ptx:1:1: error\[IO002\]: input is too large: 1073741824 bytes" "1 GB message"
[ $(( $(date +%s) - start )) -le 5 ] || { echo "FAIL: the 1 GB file was read, not refused"; fails=$((fails + 1)); }
expect 3 "--max-input-size" -- "$ws" check --max-input-size 100 "$ex"
has err "too large" "--max-input-size is applied"
printf 'define ptx_kernel void @k() {\n  ret void\n}\n' >"$tmp/k.ll"
expect 0 "LLVM IR" -- "$ws" check --format text "$tmp/k.ll"
has out "kernel 'k': verified" "an LLVM IR kernel is analyzed"
printf 'define ptx_kernel void @k() {\n  ret void\n' >"$tmp/cut.ll"
expect 3 "truncated LLVM IR" -- "$ws" check "$tmp/cut.ll"
has err "cut.ll:3:1: error\[LLVM001\]: LLVM 19 cannot read this IR" "truncated LLVM IR message"
# LLVM's work runs in a child process: LLVM crashing on one input is that
# input's error; the run goes on with the others
expect 3 "LLVM crashes on one input of two" -- "$ws" check --format text \
  "$root/tests/diag/llvm-bitcode-crashes-reader.bc" "$tmp/k.ll"
has err "llvm-bitcode-crashes-reader.bc:1:1: error\[LLVM001\]: LLVM 19 cannot read this IR: LLVM crashed reading it" \
  "a crash of LLVM is the input's error"
has out "1 kernel: " "the input after the one LLVM crashed on is analyzed"
# no child process to be had (a process limit): the work runs in warpsafe,
# with a warning saying so (needs root to drop to a user with the limit)
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  mkdir -p "$tmp/bin" && cp "$ws" "$(dirname "$ws")/warpsafe-llvm.so" "$tmp/bin/"  # where nobody may run it
  chmod -R a+rX "$tmp"
  # (LeakSanitizer, in a sanitizer build, needs a thread of its own to check)
  expect 0 "LLVM IR without a child process" -- env "ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    setpriv --reuid=nobody --regid=nogroup --clear-groups \
    bash -c 'ulimit -u 1; exec "$0" check --format text "$1"' "$tmp/bin/warpsafe" "$tmp/k.ll"
  has err "warning\[LLVM005\]: LLVM's work runs in the warpsafe process itself \(no child process" \
    "a failed fork is said"
  has out "1 kernel: " "the input is analyzed without a child process"
else
  echo "cli: not root: the no-child-process check was not run"
fi
expect 0 "LLVM IR in the process itself" -- env WARPSAFE_LLVM_IN_PROCESS=1 "$ws" check --format text "$tmp/k.ll"
has out "1 kernel: " "WARPSAFE_LLVM_IN_PROCESS=1 analyzes the input"
expect 3 "LLVM IR over --max-input-size" -- "$ws" check --max-input-size 10 "$tmp/k.ll"
has err "k.ll:1:1: error\[IO002\]" "--max-input-size applies to LLVM IR"
head -c 4096 /dev/urandom >"$tmp/garbage.bc"
expect 3 "garbage bitcode" -- "$ws" check "$tmp/garbage.bc"
has err "garbage.bc:1:1: error\[LLVM001\]" "garbage bitcode message"
head -c 4096 /dev/urandom >"$tmp/garbage.ptx"
expect 3 "garbage" -- "$ws" check "$tmp/garbage.ptx"
has err "garbage.ptx:[0-9]+:[0-9]+: error\[PTX00[18]\]" "garbage message"
# one bad file does not hide the good one's report
expect 3 "good and bad" -- "$ws" check --format text "$ex" "$tmp/missing.ptx"
has out "reduce_ok" "the good file is still reported"

# determinism: same input and options, same bytes
"$ws" check --format json "$root"/examples/*.ptx >"$tmp/a.json"
"$ws" check --format json "$root"/examples/*.ptx >"$tmp/b.json"
cmp -s "$tmp/a.json" "$tmp/b.json" || { echo "FAIL: json output differs between runs"; fails=$((fails + 1)); }
"$ws" check --format sarif "$root"/examples/*.ptx >"$tmp/a.sarif"
"$ws" check --format sarif "$root"/examples/*.ptx >"$tmp/b.sarif"
cmp -s "$tmp/a.sarif" "$tmp/b.sarif" || { echo "FAIL: sarif output differs between runs"; fails=$((fails + 1)); }

# libz3 is loaded by the first obligation Z3 must decide: where it cannot be,
# such a kernel is unknown with the reason, never verified; with it, verified
# (transpose_padded under its launch: two obligations only Z3 decides)
tp="$root/examples/transpose_padded.ptx"
tpl="--block 32,8 --grid 4,4 --param _Z16transpose_paddedPfPKfii_param_2=128 --param _Z16transpose_paddedPfPKfii_param_3=128"
# shellcheck disable=SC2086
expect 2 "check --strict without libz3" -- env WARPSAFE_Z3_LIBRARY="$tmp/no-libz3.so" "$ws" check --strict \
  --format text $tpl "$tp"
has out "transpose_paddedPfPKfii\): unknown .*Z3 could not be loaded .*no-libz3.so" "the reason names the missing libz3"
# shellcheck disable=SC2086
expect 0 "check --strict with libz3" -- "$ws" check --strict --format text $tpl "$tp"
has out "transpose_paddedPfPKfii\): verified" "verified with libz3"

# libdevice math left as calls (clang -nocudalib): a value, no memory; one that stores through a pointer is not
fp="$root/tests/golden/ptx/clang19-O3-fp.ptx"
expect 0 "a kernel calling libdevice's math" -- "$ws" check --format text --block 256 --grid 4 \
  --kernel _Z9dp_kernelPKdPdi "$fp"
has out "dp_kernelPKdPdi\): verified" "__nv_ calls are values"
for f in expf sincosf; do
  cat >"$tmp/nv.ptx" <<EOF
.version 8.0
.target sm_80
.address_size 64
.extern .func (.param .b32 func_retval0) __nv_$f(.param .b32 a);
.visible .entry k(.param .u64 out)
{
	.reg .b32 %r<4>;
	.reg .f32 %f<3>;
	.reg .b64 %rd<6>;
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	cvt.rn.f32.u32 %f1, %r1;
	{
	.param .b32 param0;
	st.param.f32 [param0], %f1;
	.param .b32 retval0;
	call.uni (retval0), __nv_$f, (param0);
	ld.param.f32 %f2, [retval0];
	}
	cvt.rzi.u32.f32 %r2, %f2;
	mul.wide.u32 %rd3, %r2, 4;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u32 [%rd4], %r1;
	ret;
}
EOF
  expect 2 "a store indexed by __nv_$f's result" -- "$ws" check --strict --format text --block 64 --grid 1 \
    "$tmp/nv.ptx"
  if [ $f = expf ]; then  # any value: two threads may store to one word (a witness the replay cannot confirm)
    has out "'k': unknown .*global-race: PTX lines 24 and 24 may access the same global bytes" \
      "an index from a libdevice value is not proved"
  else
    has out "'k': unknown .*calls a function that could not be analyzed" "a call that stores through a pointer stays unknown"
  fi
done

# --param NAME=LO..HI: the proof covers the range; a witness names a value in it
expect 0 "reduce_ok for every n up to 2^20" -- "$ws" check --format text --block 256 --grid 64 \
  --param _Z9reduce_okPKfPfi_param_2=1..1048576 "$ex"
has out "reduce_okPKfPfi\): verified" "a bound in a range"
pr="$root/tests/e2e/param-range.ptx"
expect 1 "out[g * n] with n from 0" -- "$ws" check --format text --block 256 --grid 4 --param n=0..1048576 "$pr"
has out "parameters n=0 \[global-race\]" "the witness at the range's n = 0"
expect 1 "out[g * n] with n up to 2^23" -- "$ws" check --format text --block 256 --grid 4 --param n=1..8388608 "$pr"
has out "parameters n=(4194304|8388608) \[global-race\]" "the witness where the 32-bit index wraps"
expect 0 "out[g * n] with a negative n" -- "$ws" check --format text --block 256 --grid 4 --param n=-5..-1 "$pr"
has out "'stride_store': verified" "a signed range"
nw="$root/tests/e2e/no-wrap-matmul.ptx"
expect 0 "C[row * n + col] of ints: a race only where the index wraps" -- "$ws" check --format text --block 16,16 --grid 4,4 "$nw"
has out "warning: kernel 'store_tile' is verified assuming that the 32-bit index arithmetic of the accesses at PTX lines 40 and 40 does not wrap around: where it does \(e.g. with n = [0-9]+\) they may race; n from 0 to 34087041 keeps it exact \[global-race\]" "no-index-wrap: a warning with the range where it holds (63 * n + 63 < 2^31)"
expect 0 "the same in SARIF" -- "$ws" check --format sarif --block 16,16 --grid 4,4 "$nw"
"$py" - "$tmp/out" <<'PY' || { echo "FAIL: no-index-wrap: a warning notification in SARIF"; fails=$((fails + 1)); }
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
notes = [n for inv in run["invocations"] for n in inv.get("toolExecutionNotifications", [])]
wrap = [n for n in notes if "does not wrap around" in n["message"]["text"]]
sys.exit(0 if len(wrap) == 1 and wrap[0]["level"] == "warning" and not run["results"] else 1)
PY

# same-value stores (benign-write.ptx): tolerated and listed by default, races under --no-benign
bw="$root/tests/e2e/benign-write.ptx"
expect 0 "benign races tolerated" -- "$ws" check --format text --block 64 --grid 2 --kernel flag_same "$bw"
has out "'flag_same' tolerates a benign race: where the stores at PTX lines 26 and 26 race.*\[shared-race\]" \
  "the shared flag listed"
has out "'flag_same' tolerates a benign race: where the stores at PTX lines 27 and 27 race.*\[global-race\]" \
  "the global word listed"
expect 1 "--no-benign reports them" -- "$ws" check --format text --block 64 --grid 2 --kernel flag_same \
  --no-benign "$bw"
has out "shared-memory race: .*PTX line 26" "the shared flag's race"
has out "global-memory race: .*PTX line 27" "the global word's race"

# dump
expect 0 "dump --ir" -- "$ws" dump --ir "$ex"
has out "^entry _Z9reduce_okPKfPfi" "dump prints the kernel"
expect 3 "dump without --ir" -- "$ws" dump "$ex"
expect 3 "dump bad file" -- "$ws" dump --ir "$tmp/missing.ptx"

# kernel names demangled in every report, the PTX name kept; --kernel takes either form
expect 0 "--kernel by its demangled name" -- "$ws" check --format json --block 256 --grid 64 --kernel reduce_ok \
  "$root/examples/reduce_ok.ptx" "$root/examples/reduce_race.ptx"
"$py" - "$tmp/out" <<'PY' || { echo "FAIL: demangled names"; fails=$((fails + 1)); }
import json, sys
k = [k for f in json.load(open(sys.argv[1]))["files"] for k in f["kernels"]]
assert [(x["name"], x["demangled"]) for x in k] == [("_Z9reduce_okPKfPfi", "reduce_ok(float const*, float*, int)")], k
PY
expect 1 "--kernel with parameter types" -- "$ws" check --format text --kernel "reduce_race(float const*, float*, int)" \
  "$root/examples/reduce_ok.ptx" "$root/examples/reduce_race.ptx"
has out "kernel 'reduce_race\(float const\*, float\*, int\)' \(_Z11reduce_racePKfPfi\): violation" "selected by it"
expect 3 "--kernel of no kernel" -- "$ws" check --kernel reduce "$root/examples/reduce_ok.ptx"
echo "cli: $fails failure(s)"
[ "$fails" -eq 0 ]
