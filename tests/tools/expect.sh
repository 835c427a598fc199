# expect.sh: the checks the e2e scripts share (sourced after they set $tmp
# and fails=0).
# expect STATUSES DESCRIPTION -- COMMAND...: runs COMMAND with stdout in
# $tmp/out and stderr in $tmp/err; its exit status must be one of STATUSES
# (space-separated).
expect() {
  local want=$1 what=$2
  shift 3
  "$@" >"$tmp/out" 2>"$tmp/err"
  local rc=$?
  case " $want " in
    *" $rc "*) ;;
    *) echo "FAIL: $what: exit $rc, expected $want"
       sed 's/^/  stdout: /' "$tmp/out" | head -8
       sed 's/^/  stderr: /' "$tmp/err" | head -5
       fails=$((fails + 1)) ;;
  esac
}
# has FILE REGEX DESCRIPTION: $tmp/FILE must match REGEX.
has() {
  if ! grep -Eq -- "$2" "$tmp/$1"; then
    echo "FAIL: $3: $1 does not match /$2/"
    head -8 "$tmp/$1" | sed 's/^/  /'
    fails=$((fails + 1))
  fi
}
