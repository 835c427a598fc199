#!/usr/bin/env bash
# cu.sh WARPSAFE ROOT: `check kernel.cu` (issue 18, part 2): nvcc makes the
# PTX (--ptx -lineinfo and the --nvcc-flag arguments, an argument vector in
# a private directory), the findings point into the .cu, the report and the
# evidence bind the .cu's SHA-256, the verdicts are those of the same PTX
# given directly; no nvcc (NVC001) and a compile error (NVC002) are bad
# input. The compile cases need nvcc ($CUDA_HOME/bin, PATH, or
# /usr/local/cuda/bin): where there is none they are skipped, said so.
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"
cd "$tmp" || exit 1
cp "$root/examples/reduce_race.cu" "$root/examples/reduce_ok.cu" .
expect 3 "no nvcc on PATH" -- env -u CUDA_HOME PATH=/nonexistent "$ws" check --format text reduce_race.cu
has err "^reduce_race.cu: error\[NVC001\]: cannot run nvcc .*needs the CUDA toolkit's nvcc" "NVC001 at the .cu"
expect 3 "CUDA_HOME without nvcc" -- env CUDA_HOME="$tmp/nowhere" "$ws" check --format text reduce_race.cu
has err "NVC001\]: cannot run $tmp/nowhere/bin/nvcc" "the path tried"

nvcc=
if [ -n "${CUDA_HOME:-}" ] && [ -x "$CUDA_HOME/bin/nvcc" ]; then nvcc=$CUDA_HOME/bin/nvcc
elif command -v nvcc >/dev/null 2>&1; then nvcc=$(command -v nvcc)
elif [ -x /usr/local/cuda/bin/nvcc ]; then export CUDA_HOME=/usr/local/cuda; nvcc=$CUDA_HOME/bin/nvcc
fi
if [ -z "$nvcc" ]; then
  echo "cu: no nvcc here: the compile cases are skipped"
else
  flags=(--nvcc-flag -arch=sm_80 --nvcc-flag -O3)  # as examples/*.ptx were made
  launch=(--block 256 --grid 64)
  expect 1 "reduce_race.cu" -- "$ws" check --format json "${launch[@]}" "${flags[@]}" reduce_race.cu
  cp out cu.json
  has out '"file":	"[^"]*reduce_race.cu",' "findings point into the .cu"
  "$ws" check --format json "${launch[@]}" "$root/examples/reduce_race.ptx" >ptx.json 2>/dev/null
  "$py" - cu.json ptx.json reduce_race.cu <<'PY' || { echo "FAIL: .cu against its PTX"; fails=$((fails + 1)); }
import hashlib, json, sys
cu, ptx = (json.load(open(p)) for p in sys.argv[1:3])
f = cu["files"][0]
assert f["path"] == sys.argv[3] and f["sha256"] == hashlib.sha256(open(sys.argv[3], "rb").read()).hexdigest(), f["path"]
v = lambda d: [(k["name"], k["verdict"], [(r["id"], r["verdict"]) for r in k["rules"]]) for fi in d["files"] for k in fi["kernels"]]
assert v(cu) == v(ptx), (v(cu), v(ptx))
k = f["kernels"][0]
assert k["ptx_location"]["line"] == 6, k["ptx_location"]  # the kernel's first line in the .cu
lines = sorted({a["location"]["line"] for x in k["findings"] for a in x["accesses"]})
assert lines and all(a["location"]["file"].endswith("reduce_race.cu") for x in k["findings"] for a in x["accesses"]), lines
PY
  expect 0 "reduce_ok.cu verified" -- "$ws" check --format text "${launch[@]}" "${flags[@]}" reduce_ok.cu
  has out "^reduce_ok.cu:[0-9]+:[0-9]+: note: kernel 'reduce_ok\(float const\*, float\*, int\)' \(_Z9reduce_okPKfPfi\): verified" "at the .cu"
  expect 0 "--evidence of a .cu" -- "$ws" check --format json "${launch[@]}" "${flags[@]}" --evidence ev reduce_ok.cu
  expect 0 "its evidence re-checks" -- "$ws" evidence check ev
  has out "^files changed or missing: 0" "the .cu's digest is the manifest's"
  printf '__global__ void k(int *p) { p[threadIdx.x] = undefined_thing; }\n' >bad.cu
  expect 3 "a .cu nvcc refuses" -- "$ws" check --format text bad.cu
  has err "^bad.cu: error\[NVC002\]: nvcc failed \(exit [0-9]+\): .*undefined_thing" "nvcc's error quoted"
  ls -d "${TMPDIR:-/tmp}"/warpsafe-nvcc-* >/dev/null 2>&1 && { echo "FAIL: nvcc's private directory left behind"; fails=$((fails + 1)); }
  # the result cache keys the PTX nvcc made: other flags, another analysis
  export XDG_CACHE_HOME="$tmp/cache"
  "$ws" check --format json "${launch[@]}" "${flags[@]}" reduce_ok.cu >/dev/null 2>&1
  expect 0 "-O3 again: from the cache" -- "$ws" check --stats --format json "${launch[@]}" "${flags[@]}" reduce_ok.cu
  has err "from the result cache" "cached"
  expect 0 "-O0: analyzed" -- "$ws" check --stats --format json "${launch[@]}" --nvcc-flag -arch=sm_80 --nvcc-flag -O0 \
    --nvcc-flag -G reduce_ok.cu
  grep -q "from the result cache" err && { echo "FAIL: other nvcc flags took a cached result"; fails=$((fails + 1)); }
fi
[ "$fails" -eq 0 ] && echo "cu: all checks passed"
exit $((fails > 0))
