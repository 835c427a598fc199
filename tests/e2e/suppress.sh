#!/usr/bin/env bash
# suppress.sh WARPSAFE ROOT: inline suppressions (issue 17, part 3):
# `// warpsafe-ignore(RULE): reason` on an access's source line or the line
# above, or in the PTX above its instruction, covers the finding (reported,
# marked, not failing the run, not written to a baseline); without a reason
# or with an unknown rule it is bad input; one that covers nothing is a
# warning. The examples' reduce_race.cu is edited in a scratch directory,
# its PTX given a relative .file path (as tests/sarif/check-sarif.sh does).
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"

L=(--block 256 --grid 64)
ptx=$(relative_ptx "$root/examples/reduce_race.ptx")
# case NAME SED-OF-THE-SOURCE [SED-OF-THE-PTX]: a scratch directory with both edited
case_dir() {
  mkdir -p "$tmp/$1/examples"
  sed "$2" "$root/examples/reduce_race.cu" >"$tmp/$1/examples/reduce_race.cu"
  printf '%s\n' "$ptx" | sed "${3:-}" >"$tmp/$1/k.ptx"
  cd "$tmp/$1" || exit 1
}
# 1 the same line; a second comment for another rule covers nothing (a warning)
case_dir same '14s|$| // warpsafe-ignore(shared-race): demo of a race we accept|; 17s|$| // warpsafe-ignore(global-race): none here|'
expect 0 "suppressed on the access's line" -- "$ws" check --format text "${L[@]}" k.ptx
has out "note: shared-memory race.*\[shared-race\] \(suppressed: demo of a race we accept\)" "marked in text"
has err "^examples/reduce_race.cu:17:[0-9]+: warning\[SUP003\]: this warpsafe-ignore covers no finding" "an unused one warns"
expect 0 "JSON" -- "$ws" check --format json "${L[@]}" k.ptx
"$py" - "$tmp/out" "$root/reports/schema/warpsafe-findings-1.schema.json" <<'PY' || { echo "FAIL: suppressed in JSON"; fails=$((fails + 1)); }
import json, sys, jsonschema
d = json.load(open(sys.argv[1]))
jsonschema.validate(d, json.load(open(sys.argv[2])))
f = d["files"][0]["kernels"][0]["findings"]
assert len(f) == 1 and f[0]["verdict"] == "violation", f
assert f[0]["suppressed"] == {"reason": "demo of a race we accept",
                              "location": {"file": "examples/reduce_race.cu", "line": 14}}, f[0]["suppressed"]
PY
expect 0 "SARIF" -- "$ws" check --format sarif "${L[@]}" -o s.sarif k.ptx
"$py" - s.sarif <<'PY' || { echo "FAIL: suppressions in SARIF"; fails=$((fails + 1)); }
import json, sys
r = json.load(open(sys.argv[1]))["runs"][0]["results"]
s = r[0]["suppressions"][0]
assert s["kind"] == "inSource" and s["justification"] == "demo of a race we accept", s
PY
multitool_ok s.sarif "a suppressed result"
expect 0 "a suppressed finding is not written to a baseline" -- "$ws" check --format json "${L[@]}" --write-baseline b.json k.ptx
"$py" -c 'import json,sys; sys.exit(1 if json.load(open(sys.argv[1]))["findings"] else 0)' b.json ||
  { echo "FAIL: the baseline lists a suppressed finding"; fails=$((fails + 1)); }

# 2 the line above (the for loop's line), in a block comment
case_dir above '13s|$| /* warpsafe-ignore(global-race, shared-race): the demo again */|'
expect 0 "suppressed on the line above" -- "$ws" check --format text "${L[@]}" k.ptx
has out "\(suppressed: the demo again\)" "a block comment's end is not in the reason"

# 3 in the PTX, above the racing store (no source edit)
case_dir ptx 's|^||' '/st.shared.f32 \t\[%r4\], %f6;/i\	// warpsafe-ignore(shared-race): reviewed in the PTX'
expect 0 "suppressed in the PTX" -- "$ws" check --format text "${L[@]}" k.ptx
has out "\(suppressed: reviewed in the PTX\)" "a PTX comment covers the instruction below"

# 4 the wrong rule: not suppressed, and a warning
case_dir wrong '14s|$| // warpsafe-ignore(global-race): not this rule|'
expect 1 "another rule's suppression" -- "$ws" check --format text "${L[@]}" k.ptx
has out "error: shared-memory race" "still an error"
has err "warning\[SUP003\]" "and the suppression warns"

# 5 bad suppressions: exit 3 at the comment
case_dir noreason '14s|$| // warpsafe-ignore(shared-race)|'
expect 3 "no reason" -- "$ws" check --format text "${L[@]}" k.ptx
has err "^examples/reduce_race.cu:14:[0-9]+: error\[SUP001\]: a suppression needs a reason" "a reason is required"
case_dir emptyreason '14s|$| // warpsafe-ignore(shared-race):   |'
expect 3 "an empty reason" -- "$ws" check --format text "${L[@]}" k.ptx
has err "error\[SUP001\]" "an empty reason is none"
case_dir badrule '14s|$| // warpsafe-ignore(shared-rase): typo|'
expect 3 "an unknown rule" -- "$ws" check --format text "${L[@]}" k.ptx
has err "^examples/reduce_race.cu:14:[0-9]+: error\[SUP002\]: warpsafe-ignore names 'shared-rase', which is not a rule" "the unknown rule named"
case_dir open '14s|$| // warpsafe-ignore(shared-race: oops|'
expect 3 "not closed" -- "$ws" check --format text "${L[@]}" k.ptx
has err "error\[SUP002\]" "an unclosed list"
# 6 not in a comment: code that happens to hold the word is not a suppression
case_dir string '14s|$| const char *w = "warpsafe-ignore(shared-race): x";|'
expect 1 "not a comment" -- "$ws" check --format text "${L[@]}" k.ptx

[ "$fails" -eq 0 ] && echo "suppress: all checks passed"
exit $((fails > 0))
