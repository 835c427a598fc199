#!/usr/bin/env bash
# config.sh WARPSAFE ROOT: the config file (issue 17, part 4): warpsafe.json
# found from the working directory upward or named by --config, an entry per
# kernel glob (launch, parameters, rule levels), strict, flags that override
# it, the report naming what applied, and bad configs (exit 3, file:line:col).
set -u
# shellcheck source=../tools/e2e-setup.sh
. "$(dirname "$0")/../tools/e2e-setup.sh" "$@"

mkdir -p "$tmp/w/in" "$tmp/w/sub/deeper"
cp "$root/examples/reduce_ok.ptx" "$root/examples/reduce_race.ptx" "$root/examples/transpose_padded.ptx" \
  "$root/tests/e2e/narrow-load-zero-extends.ptx" "$tmp/w/in/"
cd "$tmp/w" || exit 1
cat >warpsafe.json <<'EOF'
{
  "schema": "warpsafe-config/1",
  "kernels": [
    { "match": "_Z9reduce_ok*", "block": [256], "grid": [64] },
    { "match": "_Z11reduce_race*", "block": [256], "grid": [64], "rules": { "shared-race": "warning" } },
    { "match": "_Z16transpose_padded*", "block": [32, 8], "grid": [4, 4],
      "params": { "_Z16transpose_paddedPfPKfii_param_2": 128, "_Z16transpose_paddedPfPKfii_param_3": "1..128" } },
    { "match": "narrow*", "block": [64], "grid": [1] }
  ]
}
EOF
# kernel FIELD...: prints each kernel's name, verdict, launch source, config entry
kernels() {
  "$py" -c '
import json, sys
for f in json.load(open(sys.argv[1]))["files"]:
    for k in f["kernels"]:
        c = k.get("config")
        print(k["name"], k["verdict"], k["launch"]["source"], c["entry"] if c else "-", c["file"] if c else "-")
' "$tmp/out"
}

expect 0 "launches from warpsafe.json" -- "$ws" check --format json in/reduce_ok.ptx in/transpose_padded.ptx
kernels >"$tmp/k"
grep -q "^_Z9reduce_okPKfPfi verified config 0 warpsafe.json$" "$tmp/k" || { echo "FAIL: reduce_ok from entry 0"; cat "$tmp/k"; fails=$((fails + 1)); }
grep -q "^_Z16transpose_paddedPfPKfii verified config 2 warpsafe.json$" "$tmp/k" ||
  { echo "FAIL: transpose_padded with the entry's parameters"; cat "$tmp/k"; fails=$((fails + 1)); }
"$py" -c 'import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))' \
  "$tmp/out" "$root/reports/schema/warpsafe-findings-1.schema.json" || { echo "FAIL: schema"; fails=$((fails + 1)); }
"$py" -c 'import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))' \
  warpsafe.json "$root/reports/schema/warpsafe-config-1.schema.json" || { echo "FAIL: the config's own schema"; fails=$((fails + 1)); }

(cd sub/deeper && "$ws" check --format json ../../in/reduce_ok.ptx >"$tmp/out" 2>"$tmp/err")
[ $? = 0 ] || { echo "FAIL: found from a directory two levels down"; fails=$((fails + 1)); }
kernels | grep -q "verified config 0 ../../warpsafe.json$" || { echo "FAIL: the config above was not used"; kernels; fails=$((fails + 1)); }

expect 1 "--no-config: any grid" -- "$ws" check --format json --no-config in/reduce_ok.ptx
kernels | grep -q "^_Z9reduce_okPKfPfi violation symbolic - -$" || { echo "FAIL: --no-config"; kernels; fails=$((fails + 1)); }
expect 1 "a flag overrides the entry" -- "$ws" check --format json --grid 64,2 in/reduce_ok.ptx
kernels | grep -q "^_Z9reduce_okPKfPfi violation config 0" || { echo "FAIL: --grid over the config's"; kernels; fails=$((fails + 1)); }

expect 0 "a rule lowered to a warning does not fail the run" -- "$ws" check --format text in/reduce_race.ptx
has out "warning: shared-memory race" "reported as a warning"
cat >off.json <<'EOF'
{ "schema": "warpsafe-config/1", "rules": { "shared-race": "off" },
  "kernels": [ { "match": "_Z11reduce_race*", "block": [256], "grid": [64] } ] }
EOF
expect 0 "--config FILE with a rule off" -- "$ws" check --format json --config off.json in/reduce_race.ptx
"$py" - "$tmp/out" <<'PY' || { echo "FAIL: a rule off is left out"; fails=$((fails + 1)); }
import json, sys
k = json.load(open(sys.argv[1]))["files"][0]["kernels"][0]
assert "shared-race" not in [r["id"] for r in k["rules"]], k["rules"]
assert k["config"] == {"file": "off.json", "entry": 0, "rule_levels": {"shared-race": "off"}}, k["config"]
PY
cat >strict.json <<'EOF'
{ "schema": "warpsafe-config/1", "strict": true, "kernels": [ { "match": "narrow*", "block": [64], "grid": [1] } ] }
EOF
expect 2 "strict from the config" -- "$ws" check --config strict.json in/narrow-load-zero-extends.ptx

# bad configs: exit 3 at the place
bad() {  # NAME TEXT REGEX
  printf '%s\n' "$2" >"$1.json"
  expect 3 "config $1" -- "$ws" check --config "$1.json" in/reduce_ok.ptx
  has err "$3" "config $1: the message"
}
bad notjson '{ "schema": "warpsafe-config/1", "kernels": [ }' '^notjson.json:1:[0-9]+: error\[CFG001\]: config: not JSON'
bad version '{ "schema": "warpsafe-config/2" }' '^version.json:1:3: error\[CFG001\]: config: not a warpsafe config of a known version'
bad key '{ "schema": "warpsafe-config/1",
  "kernels": [ { "match": "*", "blok": [1] } ] }' '^key.json:2:32: error\[CFG001\]: config: unknown key "blok"'
bad block '{ "schema": "warpsafe-config/1", "kernels": [ { "match": "*", "block": [2048] } ] }' 'error\[CFG001\]: config: no CUDA launch has this "block"'
bad range '{ "schema": "warpsafe-config/1", "kernels": [ { "match": "*", "params": { "n": "9..1" } } ] }' 'parameter "n": expected an integer or "LO..HI"'
bad level '{ "schema": "warpsafe-config/1", "rules": { "shared-race": "loud" } }' 'the level of rule "shared-race" is none of'
bad rule '{ "schema": "warpsafe-config/1", "rules": { "shard-race": "off" } }' '"shard-race" is not a rule'
printf '%s\n' '{ "schema": "warpsafe-config/1",
  "kernels": [ { "match": "_Z3foo*" } ] }' >glob.json
expect 1 "a glob that matches nothing: a warning" -- "$ws" check --config glob.json in/reduce_ok.ptx
has err '^glob.json:2:27: warning\[CFG003\]: config: "_Z3foo\*" matches no kernel of the inputs' "the glob named"
bad param '{ "schema": "warpsafe-config/1", "kernels": [ { "match": "*", "params": { "nosuch": 1 } } ] }' 'error\[CFG002\]: config: parameter "nosuch": no kernel in the inputs has it'
bad strict '{ "schema": "warpsafe-config/1", "strict": "yes" }' '"strict" is not true or false'
expect 3 "a missing --config" -- "$ws" check --config nowhere.json in/reduce_ok.ptx
has err "nowhere.json" "names the missing file"

# a glob over the demangled name (with its parameter types)
printf '%s\n' '{ "schema": "warpsafe-config/1", "kernels": [ { "match": "reduce_ok(*", "block": [256], "grid": [64] } ] }' \
  >demangled.json
expect 0 "a glob over the demangled name" -- "$ws" check --format json --config demangled.json in/reduce_ok.ptx
"$py" - "$tmp/out" <<'PY' || { echo "FAIL: the demangled glob's entry"; fails=$((fails + 1)); }
import json, sys
k = json.load(open(sys.argv[1]))["files"][0]["kernels"][0]
assert k["verdict"] == "verified" and k["config"]["entry"] == 0 and k["launch"]["source"] == "config", k["launch"]
PY

[ "$fails" -eq 0 ] && echo "config: all checks passed"
exit $((fails > 0))
