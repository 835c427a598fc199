# e2e-setup.sh: the start every CI-gate e2e script shares (source it with the
# script's arguments WARPSAFE ROOT): $ws, $root, a scratch $tmp removed on
# exit, fails=0, $py, and the helpers of expect.sh and sarif-tools.sh.
ws=$1 root=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
export XDG_CACHE_HOME=/dev/null/no-cache  # each run analyzes (tests of the cache set their own)
py=/usr/bin/python3; [ -x "$py" ] || py=python3
# shellcheck source=expect.sh
. "$root/tests/tools/expect.sh"
# shellcheck source=sarif-tools.sh
. "$root/tests/tools/sarif-tools.sh"
