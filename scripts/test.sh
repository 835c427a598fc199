#!/usr/bin/env bash
# test.sh: the whole test suite, as CI runs it on a clean clone.
#   1. installs missing Debian packages (scripts/deps.sh)
#   2. builds with -Werror and runs every CTest test
#   3. builds with AddressSanitizer + UndefinedBehaviorSanitizer and runs them again
#   4. runs the libFuzzer harnesses of the PTX front end for a bounded time
# Set WARPSAFE_FUZZ_SECONDS=0 to skip step 4 (default 60 per harness).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
jobs=$(nproc 2>/dev/null || echo 2)
scripts/deps.sh --fuzz

cmake -S . -B build -DWARPSAFE_WERROR=ON
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure -j "$jobs"

cmake -S . -B build-asan -DWARPSAFE_WERROR=ON -DWARPSAFE_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug
cmake --build build-asan -j "$jobs"
# kernels/soundness (every labeled kernel build through the checkers) runs in
# the first build only: under the sanitizers it takes 8 minutes for no new
# coverage of memory errors that dump-all and the unit tests do not give;
# evidence/agreement re-checks solver scripts with cvc5 and z3, whatever
# built them.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir build-asan --output-on-failure -j "$jobs" -E 'kernels/(soundness|llvm-agreement)|evidence/agreement'

seconds=${WARPSAFE_FUZZ_SECONDS:-60}
if [ "$seconds" -gt 0 ]; then
  tests/tools/fuzz.sh "$seconds"
fi
echo "test.sh: all tests passed"
