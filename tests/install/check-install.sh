#!/usr/bin/env bash
# check-install.sh ROOT BUILD: the install layout of build directory BUILD
# (issue 17, part 7): `cmake --install` lays out bin/, lib/warpsafe/,
# lib/cmake/warpsafe/ and share/warpsafe/, and the installed binary runs
# (its LLVM front end found under lib/warpsafe); a project that
# find_package(warpsafe)s gets warpsafe_check() tests that pass and fail
# as the gate does (PTX files, a config file, and CUDA targets compiled to
# PTX where there is nvcc); CPack's .deb holds the same files and names
# its Debian dependencies, and the binary extracted from it runs.
set -u
root=$1 build=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
export XDG_CACHE_HOME=/dev/null/no-cache
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# 1 the layout
cmake --install "$build" --prefix "$tmp/prefix" >"$tmp/install.log" 2>&1 || { fail "cmake --install"; tail -5 "$tmp/install.log"; }
for f in bin/warpsafe lib/warpsafe/warpsafe-llvm.so lib/cmake/warpsafe/warpsafeConfig.cmake \
         lib/cmake/warpsafe/warpsafeConfigVersion.cmake lib/cmake/warpsafe/warpsafeCheck.cmake \
         lib/cmake/warpsafe/warpsafeTargets.cmake share/warpsafe/schema/warpsafe-findings-1.schema.json \
         share/warpsafe/schema/warpsafe-config-1.schema.json share/warpsafe/rules/shared-race.md; do
  [ -f "$tmp/prefix/$f" ] || fail "not installed: $f"
done
ws=$tmp/prefix/bin/warpsafe
"$ws" check --format text --block 256 --grid 64 "$root/examples/reduce_ok.ptx" >"$tmp/out" 2>&1 ||
  { fail "the installed warpsafe on reduce_ok.ptx"; head -5 "$tmp/out"; }
"$ws" check --format json "$root/tests/kernels/a-shared-race-001.O3.ll" >"$tmp/ll.json" 2>"$tmp/ll.err"
grep -q '"verdict":' "$tmp/ll.json" && ! grep -q "LLVM00" "$tmp/ll.err" ||
  { fail "the installed warpsafe did not load its LLVM front end from lib/warpsafe"; head -3 "$tmp/ll.err"; }

# 2 a project using the package
cp -r "$root/tests/install/consumer" "$tmp/consumer"
if cmake -S "$tmp/consumer" -B "$tmp/cb" -DCMAKE_PREFIX_PATH="$tmp/prefix" -DEXAMPLES="$root/examples" >"$tmp/conf.log" 2>&1 &&
   cmake --build "$tmp/cb" >"$tmp/build.log" 2>&1; then
  ctest --test-dir "$tmp/cb" --output-on-failure >"$tmp/ctest.log" 2>&1 || { fail "the consumer's warpsafe tests"; tail -20 "$tmp/ctest.log"; }
  want=3
  grep -q "consumer: CUDA targets checked" "$tmp/conf.log" && want=5
  grep -q "100% tests passed, 0 tests failed out of $want" "$tmp/ctest.log" || { fail "expected $want consumer tests"; tail -5 "$tmp/ctest.log"; }
  grep -E "consumer: (CUDA|no CUDA)" "$tmp/conf.log" | sed 's/^-- /check-install: /'
  # the gate really ran: without its config the transpose is not verified
  mv "$tmp/consumer/warpsafe.json" "$tmp/consumer/off.json"
  ctest --test-dir "$tmp/cb" -R transpose >/dev/null 2>&1 && fail "warpsafe_check(CONFIG) passed without its config file"
else
  fail "configuring or building the consumer project"; tail -15 "$tmp/conf.log" "$tmp/build.log" 2>/dev/null
fi
mkdir -p "$tmp/badargs"
printf 'cmake_minimum_required(VERSION 3.25)\nproject(b LANGUAGES C)\nfind_package(warpsafe REQUIRED)\nwarpsafe_check(BLOKC 32 PTX x.ptx)\n' \
  >"$tmp/badargs/CMakeLists.txt"
cmake -S "$tmp/badargs" -B "$tmp/bb" -DCMAKE_PREFIX_PATH="$tmp/prefix" >"$tmp/bad.log" 2>&1 && fail "warpsafe_check with an unknown argument configured"
grep -q "warpsafe_check: unknown arguments: BLOKC" "$tmp/bad.log" || { fail "no message for an unknown argument"; tail -5 "$tmp/bad.log"; }

# 3 the Debian package
if (cd "$build" && cpack -G DEB -B "$tmp/pkg" >"$tmp/cpack.log" 2>&1); then
  deb=$(ls "$tmp"/pkg/warpsafe_*.deb 2>/dev/null | head -1)
  [ -n "$deb" ] || fail "cpack made no warpsafe_*.deb"
  deps=$(dpkg-deb -f "$deb" Depends)
  for d in libz3-4 libcjson1 libllvm19 libc6; do
    case $deps in *"$d"*) ;; *) fail "the .deb does not depend on $d (Depends: $deps)" ;; esac
  done
  dpkg-deb -c "$deb" >"$tmp/contents"
  for f in ./usr/bin/warpsafe ./usr/lib/warpsafe/warpsafe-llvm.so ./usr/lib/cmake/warpsafe/warpsafeConfig.cmake \
           ./usr/share/warpsafe/schema/warpsafe-findings-1.schema.json; do
    grep -q " $f\$" "$tmp/contents" || fail "not in the .deb: $f"
  done
  dpkg-deb -x "$deb" "$tmp/root"
  "$tmp/root/usr/bin/warpsafe" check --format text --block 256 --grid 64 "$root/examples/reduce_ok.ptx" >"$tmp/out" 2>&1 ||
    { fail "the warpsafe of the .deb"; head -3 "$tmp/out"; }
  echo "check-install: $(basename "$deb"), Depends: $deps"
else
  fail "cpack -G DEB"; tail -10 "$tmp/cpack.log"
fi
[ "$fails" -eq 0 ] && echo "check-install: all checks passed"
exit $((fails > 0))
