# sarif-tools.sh: what the SARIF and CI-gate tests share (sourced after they
# set $root, $tmp, $py and fails=0).
# relative_ptx FILE: FILE (an examples/ PTX) on stdout with its .file paths
# made relative ("/any/where/examples/X.cu" -> "examples/X.cu"), so that run
# in a directory linking examples/ its sources are readable and every path
# in the output is the same on every machine.
relative_ptx() {
  sed -E 's|^(\s*\.file\s+[0-9]+\s+)"[^"]*/examples/|\1"examples/|' "$1"
}
mt=$root/.tools/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool
# multitool_ok SARIF DESCRIPTION: the SARIF Multitool (scripts/deps.sh puts it
# in .tools/) finds no error and no warning in SARIF with its SARIF and
# GitHub rules; a failure is counted (and its findings printed).
multitool_ok() {
  if [ ! -f "$mt" ]; then
    echo "FAIL: $2: the SARIF Multitool is not installed ($mt): run scripts/deps.sh"
    fails=$((fails + 1))
    return
  fi
  DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1 "$mt" validate --rule-kind "Gh;Sarif" --level "Error;Warning" \
    --log ForceOverwrite -o "$tmp/mt.valid" "$1" >"$tmp/mt.log" 2>&1
  if ! "$py" - "$tmp/mt.valid" <<'PY'; then
import json, sys
res = json.load(open(sys.argv[1]))["runs"][0].get("results", [])
for r in res:
    print("  %s %s: %s" % (r.get("level", "warning"), r.get("ruleId"), r["message"].get("text", r["message"])))
sys.exit(1 if res else 0)
PY
    echo "FAIL: $2: the SARIF Multitool reports errors or warnings"
    head -20 "$tmp/mt.log"
    fails=$((fails + 1))
  fi
}
