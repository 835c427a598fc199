#!/usr/bin/env bash
# deps.sh [--fuzz]: installs the Debian 12 packages warpsafe needs to build and
# test, if any is missing (run as root on a fresh machine; a no-op when all
# are present). --fuzz adds clang and its libFuzzer runtime.
set -eu
pkgs=(cmake make gcc pkg-config libz3-dev llvm-19-dev libcjson-dev libcmocka-dev
      python3 python3-jsonschema)
if [ "${1:-}" = "--fuzz" ]; then
  pkgs+=(clang-19 libclang-rt-19-dev)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "deps.sh: installing ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "deps.sh: these Debian packages are missing; run as root: apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends "${missing[@]}"
