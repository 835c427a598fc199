#!/usr/bin/env bash
# deps.sh [--fuzz]: installs the Debian 12 packages warpsafe needs to build and
# test, if any is missing (run as root on a fresh machine; a no-op when all
# are present). --fuzz adds clang and its libFuzzer runtime. Then the SARIF
# Multitool (the tests validate warpsafe's SARIF with it) from the npm
# registry into .tools/ of the checkout, if it is not there (Debian's nodejs
# and npm first where the machine has no npm).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
pkgs=(cmake make gcc pkg-config libz3-dev llvm-19-dev libcjson-dev libcmocka-dev
      python3 python3-jsonschema z3 cvc5 dpkg-dev libiberty-dev)
command -v npm >/dev/null 2>&1 || pkgs+=(nodejs npm)
if [ "${1:-}" = "--fuzz" ]; then
  pkgs+=(clang-19 libclang-rt-19-dev)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "deps.sh: installing ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    echo "deps.sh: these Debian packages are missing; run as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# the version tests/sarif/validate.sh was written against
multitool_version=5.7.0
mt=$root/.tools/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool
if ! grep -qs "\"version\": \"$multitool_version\"" "$root/.tools/node_modules/@microsoft/sarif-multitool-linux/package.json" ||
   [ ! -f "$mt" ]; then
  echo "deps.sh: installing the SARIF Multitool $multitool_version into .tools/ (npm)"
  npm install --prefix "$root/.tools" --no-audit --no-fund --loglevel=error \
    "@microsoft/sarif-multitool@$multitool_version"
fi
chmod u+x "$mt"  # its package's postinstall step, which npm may not run
