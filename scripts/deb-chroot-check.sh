#!/usr/bin/env bash
# deb-chroot-check.sh BUILD [CHROOT]: CPack's .deb of build directory BUILD
# installed with apt into a clean Debian 12 (debootstrap --variant=minbase
# bookworm, made in CHROOT, default /tmp/warpsafe-deb12, where it is not
# there yet), apt fetching its dependencies; then the installed warpsafe
# analyzes the examples and an LLVM IR kernel, and a CMake project finds
# the package and runs its warpsafe_check() tests (tests/install/consumer,
# PTX only: no nvcc there). Run as root (debootstrap, mount, chroot); not in
# CTest: it downloads a base system and some 150 MB of packages.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd)
ch=${2:-/tmp/warpsafe-deb12}
command -v debootstrap >/dev/null || { echo "deb-chroot-check: apt-get install debootstrap" >&2; exit 1; }
[ -x "$ch/bin/bash" ] || debootstrap --variant=minbase bookworm "$ch" http://deb.debian.org/debian
rm -rf "$ch/tmp/pkg" "$ch/tmp/t" && mkdir -p "$ch/tmp/t"
(cd "$build" && cpack -G DEB -B "$ch/tmp/pkg" >/dev/null)
deb=$(cd "$ch/tmp/pkg" && ls warpsafe_*.deb | head -1)
cp "$root"/examples/*.ptx "$root"/examples/*.cu "$root/tests/kernels/a-shared-race-001.O3.ll" "$ch/tmp/t/"
cp -r "$root/tests/install/consumer" "$ch/tmp/t/consumer"
mount -t proc proc "$ch/proc"
trap 'umount "$ch/proc"' EXIT
cp /etc/resolv.conf "$ch/etc/resolv.conf" 2>/dev/null || true
chroot "$ch" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root /bin/bash -euc "
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  apt-get install -y -q --no-install-recommends /tmp/pkg/$deb cmake make gcc libc6-dev >/tmp/t/apt.log
  echo \"installed: \$(dpkg-query -W -f='\${Package} \${Version}' warpsafe); depends: \$(dpkg-query -W -f='\${Depends}' warpsafe)\"
  ls /usr/bin/warpsafe /usr/lib/warpsafe/warpsafe-llvm.so /usr/lib/cmake/warpsafe/warpsafeConfig.cmake
  warpsafe --version
  cd /tmp/t
  warpsafe check --format text --block 256 --grid 64 reduce_ok.ptx
  warpsafe check --format text a-shared-race-001.O3.ll | tail -1 || true
  cmake -S consumer -B cb -DEXAMPLES=/tmp/t >/dev/null && cmake --build cb >/dev/null
  ctest --test-dir cb
"
echo "deb-chroot-check: $deb installed and ran in a clean Debian 12"
