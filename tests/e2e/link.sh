#!/usr/bin/env bash
# link.sh WARPSAFE ROOT: relocatable device code over several inputs
# (kir_link): a kernel's .extern .func is analyzed with the body another
# input of the same run defines (link/: nvcc -rdc=true output, main.cu and
# lib.cu, and hand-written cases of names the files share).
set -u
ws=$(cd "$(dirname "$1")" && pwd)/$(basename "$1") root=$2
d="$root/tests/e2e/link"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
py=/usr/bin/python3; [ -x "$py" ] || py=python3

# shellcheck source=../tools/expect.sh
. "$root/tests/tools/expect.sh"

cd "$d" || exit 1
launch=(--block 256 --grid 64 --no-benign)  # reduce_rows_race's threads store one value: benign by default
# alone, main.ptx's kernels call functions without a body
expect 0 "main.ptx alone" -- "$ws" check --format text "${launch[@]}" main.ptx
has out "kernel 'reduce_rows\(float const\*, float\*\)' \(_Z11reduce_rowsPKfPf\): unknown \(shared-race: calls a function that could not be analyzed" \
  "an unlinked call is unknown"
# with lib.ptx the calls are analyzed in context
for order in "main.ptx lib.ptx" "lib.ptx main.ptx"; do
  # shellcheck disable=SC2086
  expect 1 "linked ($order)" -- "$ws" check --format json "${launch[@]}" $order
  "$py" - "$tmp/out" "$order" <<'PY' || { echo "FAIL: linked verdicts ($order)"; fails=$((fails + 1)); }
import json, sys
rep = json.load(open(sys.argv[1]))
ks = {k["name"]: k for f in rep["files"] for k in f["kernels"]}
ok = ks["_Z11reduce_rowsPKfPf"]["verdict"] == "verified"
race = ks["_Z16reduce_rows_racePKfPf"]
ok &= race["verdict"] == "violation"
acc = [a for f in race["findings"] for a in f["accesses"]]
# the racing store is in lib.cu's store_slot, line 22 of the source, in lib.ptx
ok &= all(a["location"]["file"].endswith("link/lib.cu") and a["location"]["line"] == 22 and
          a.get("ptx_file") == "lib.ptx" for a in acc) and len(acc) == 2
peek = ks["_Z14count_and_peekPj"]
ok &= peek["verdict"] == "violation"
acc = {a["kind"]: a for f in peek["findings"] for a in f["accesses"]}
# the atomicAdd of lib.cu's count_one (line 27, not the CUDA header it is
# inlined from) against main.cu's plain read of the same g_count (line 33)
ok &= acc["atomic"]["location"]["line"] == 27 and acc["atomic"]["location"]["file"].endswith("lib.cu")
ok &= acc["read"]["location"]["line"] == 33 and "ptx_file" not in acc["read"]
sys.exit(0 if ok else 1)
PY
done
expect 1 "linked, text" -- "$ws" check --format text "${launch[@]}" main.ptx lib.ptx
cp "$tmp/out" "$tmp/first"
has out "link/lib.cu:22:5: error: global-memory race" "the race points into lib.cu"
expect 1 "linked, again" -- "$ws" check --format text "${launch[@]}" main.ptx lib.ptx
cmp -s "$tmp/out" "$tmp/first" || { echo "FAIL: linked output differs between runs"; fails=$((fails + 1)); }
expect 1 "linked, SARIF" -- "$ws" check --format sarif "${launch[@]}" main.ptx lib.ptx
"$py" - "$tmp/out" <<'PY' || { echo "FAIL: SARIF results point into lib.cu"; fails=$((fails + 1)); }
import json, sys
res = json.load(open(sys.argv[1]))["runs"][0]["results"]
uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in res}
sys.exit(0 if len(res) == 2 and all(u.endswith("lib.cu") for u in uris) else 1)
PY

# two static arrays named `tile`, one per file, are two arrays
expect 1 "a race in the linked file's own array" -- "$ws" check --format text --block 256 collide-main.ptx collide-lib.ptx
has out "^collide-lib.ptx:13:2: error: shared-memory race: .* writes 4 bytes .* writes 4 bytes" \
  "the race is reported in collide-lib.ptx"
expect 0 "each file's tile apart" -- "$ws" check --format text --block 255 collide-main.ptx collide-fixed.ptx
has out "kernel 'fill': verified" "reads of the linked file's own array race with nothing"
expect 1 "past the end of one tile, the other" -- "$ws" check --format text --block 256 collide-main.ptx \
  collide-fixed.ptx
has out "thread \(255,0,0\) reads 4 bytes" "thread 255 reads past its tile, where the other may lie"
# what the linker would refuse is not linked, with a warning
expect 0 "two definitions" -- "$ws" check --format text --block 256 collide-main.ptx collide-lib.ptx collide-fixed.ptx
has err "warning\[LNK001\]: 'bump' is defined in two inputs \(collide-lib.ptx and collide-fixed.ptx\)" \
  "two definitions: a warning"
has out "kernel 'fill': unknown" "two definitions: the call stays unknown"
expect 0 "other parameters" -- "$ws" check --format text --block 256 collide-main.ptx bump-params.ptx
has err "warning\[LNK002\]: 'bump' is declared with other parameters than bump-params.ptx defines it" \
  "a signature mismatch: a warning"

# from a review: what the linker makes one object, or one body, is one here too
l=(--block 256 --grid 16)
for order in "ext-static-main.ptx ext-static-lib1.ptx ext-static-lib2.ptx" \
             "ext-static-lib2.ptx ext-static-lib1.ptx ext-static-main.ptx"; do
  # shellcheck disable=SC2086
  expect 1 "one .visible counter of two libraries ($order)" -- "$ws" check --format text "${l[@]}" $order
  has out "^ext-static-lib1.ptx:17:2: error: global-memory race: .* writes 4 bytes .* reads 4 bytes" \
    "lib1's write races lib2's read of the same counter (main's static one is another)"
done
expect 1 "a static function of the same name is not the callee" -- "$ws" check --format text "${l[@]}" \
  static-func-main.ptx static-func-lib.ptx
has out "kernel 'k': violation" "the library's racy helper is the one called"
expect 1 "a strong definition overrides a .weak one" -- "$ws" check --format text "${l[@]}" weak-main.ptx weak-lib.ptx
has out "kernel 'k': violation" "the strong, racy helper is the one analyzed"
for order in "chain-a.ptx chain-b.ptx chain-c.ptx" "chain-a.ptx chain-c.ptx chain-b.ptx" \
             "chain-b.ptx chain-c.ptx chain-a.ptx" "chain-c.ptx chain-b.ptx chain-a.ptx"; do
  # shellcheck disable=SC2086
  expect 0 "a chain of three files ($order)" -- "$ws" check --format text "${l[@]}" $order
  has out "1 kernel: 1 verified" "linked through a third file whatever the order"
done
expect 1 "another input's kernel named by address" -- "$ws" check --format text "${l[@]}" kernel-addr-main.ptx \
  kernel-addr-lib.ptx
has out "warpsafe: 2 kernels:" "libk is reported once, as kernel-addr-lib.ptx's"

echo "link: $fails failure(s)"
[ "$fails" -eq 0 ]
