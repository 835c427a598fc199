#!/usr/bin/env bash
# fuzz.sh [SECONDS]: builds the libFuzzer harnesses of the PTX and LLVM IR
# front ends (tests/fuzz) in a separate build directory and fuzzes each for SECONDS
# (default 60). Exits 0 when nothing was found, 1 when a harness found a
# crash, leak, timeout, out-of-memory or sanitizer report (the reproducer
# path is printed), 2 on a build or usage error.
#
# Compiler: clang-19 (Debian: clang-19 + libclang-rt-19-dev, which provides
# libclang_rt.fuzzer), else clang-14 (clang-14 + libclang-rt-14-dev), else
# `clang`; FUZZ_CC=... overrides.
#
# Environment:
#   FUZZ_CC        compiler (default: first of clang-19, clang-14, clang that links -fsanitize=fuzzer)
#   FUZZ_BUILD     build directory (default: <repo>/build-fuzz)
#   FUZZ_TARGETS   harnesses to run (default: "fuzz_ptx fuzz_lex fuzz_llvm")
#   FUZZ_JOBS      parallel fuzzing processes per harness (default 1; >1 uses -fork=N)
#   FUZZ_ARGS      extra libFuzzer flags
# The seed corpus (tests/fuzz/corpus with ptx.dict and -max_len=65536 for
# fuzz_ptx and fuzz_lex; tests/fuzz/corpus-llvm with llvm.dict and
# -max_len=20000 for fuzz_llvm, whose inputs go through LLVM's passes) is
# copied into the build directory and fuzzing writes new inputs only there,
# never into the git tree. fuzz_llvm runs with LSAN_OPTIONS=use_tls=0
# (LeakSanitizer can crash scanning libLLVM's dynamic TLS).
# fuzz_llvm goes on after a crash inside LLVM 19's own work (reading,
# verifying, its passes) or an LLVM fatal error, which warpsafe reports as the
# input's error (see the loop below); such inputs are kept in
# $FUZZ_BUILD/artifacts/fuzz_llvm/llvm-reader/.
# Reproducers go to $FUZZ_BUILD/artifacts/<harness>/; minimize one with
#   $FUZZ_BUILD/tests/fuzz/<harness> -minimize_crash=1 -runs=10000 <reproducer>
# and replay one with
#   $FUZZ_BUILD/tests/fuzz/<harness> <reproducer>
set -u
secs=${1:-60}
case $secs in
  ''|*[!0-9]*) echo "usage: $0 [SECONDS]" >&2; exit 2 ;;
esac
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${FUZZ_BUILD:-$root/build-fuzz}
targets=${FUZZ_TARGETS:-fuzz_ptx fuzz_lex fuzz_llvm}
jobs=${FUZZ_JOBS:-1}

links_fuzzer() {
  command -v "$1" >/dev/null 2>&1 || return 1
  printf '#include <stdint.h>\n#include <stddef.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' |
    "$1" -x c -fsanitize=fuzzer,address,undefined -o /dev/null - >/dev/null 2>&1
}
cc=${FUZZ_CC:-}
if [ -z "$cc" ]; then
  for c in clang-19 clang-14 clang; do
    if links_fuzzer "$c"; then cc=$c; break; fi
  done
fi
if [ -z "$cc" ] || ! links_fuzzer "$cc"; then
  echo "fuzz.sh: no clang that links -fsanitize=fuzzer: install clang-19 and libclang-rt-19-dev" >&2
  exit 2
fi
echo "fuzz.sh: compiler $cc ($(command -v "$cc")), build $build, $secs s per harness"

# Configure once; a cache made with another compiler is rebuilt from scratch.
if [ -f "$build/CMakeCache.txt" ] &&
   ! grep -q "^CMAKE_C_COMPILER:[A-Z]*=$(command -v "$cc")\$" "$build/CMakeCache.txt"; then
  rm -rf "$build"
fi
mkdir -p "$build"
if ! CC=$cc cmake -S "$root" -B "$build" -DWARPSAFE_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$build/fuzz-configure.log" 2>&1; then
  cat "$build/fuzz-configure.log" >&2
  echo "fuzz.sh: configure failed" >&2
  exit 2
fi
if ! cmake --build "$build" --target $targets -j "${FUZZ_BUILD_JOBS:-2}"; then
  echo "fuzz.sh: build failed" >&2
  exit 2
fi

status=0
for t in $targets; do
  bin=$build/tests/fuzz/$t
  work=$build/fuzz-work/$t
  art=$build/artifacts/$t
  seeds=corpus dict=ptx.dict max_len=65536 envs=()
  if [ "$t" = fuzz_llvm ]; then
    seeds=corpus-llvm dict=llvm.dict max_len=20000
    envs=("LSAN_OPTIONS=use_tls=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}")
  fi
  mkdir -p "$work/corpus" "$art"
  # A fresh copy of the seeds plus what earlier runs found (kept in the build dir).
  cp -f "$root/tests/fuzz/$seeds"/* "$work/corpus/"
  log=$work/fuzz.log
  stamp=$work/.started
  touch "$stamp"
  par=()
  [ "$jobs" -gt 1 ] && par=(-fork="$jobs")
  echo "== $t: fuzzing for $secs s (log: $log)"
  # fuzz_llvm: a crash inside LLVM's own work (the stack reaches our code only
  # through the C API call that reads, verifies, strips debug info, prints or
  # runs passes over the whole module), or an LLVM fatal error, is LLVM's bug,
  # which warpsafe reports as the input's error (its LLVM work runs in a
  # child process). Such an input is replayed the way warpsafe runs it
  # (WARPSAFE_FUZZ_ISOLATE=1: the harness's checks must pass, so no "internal
  # error"), kept in $art/llvm-reader/, and fuzzing goes on for the time left.
  end=$((SECONDS + secs))
  while :; do
    left=$((end - SECONDS))
    [ "$left" -lt 1 ] && left=1
    # shellcheck disable=SC2086
    env "${envs[@]}" "$bin" "${par[@]}" -max_total_time="$left" -max_len="$max_len" -timeout=10 \
           -rss_limit_mb=2048 -dict="$root/tests/fuzz/$dict" -artifact_prefix="$art/" \
           -print_final_stats=1 ${FUZZ_ARGS:-} "$work/corpus" >"$log" 2>&1
    rc=$?
    found=$(find "$art" -maxdepth 1 -type f -newer "$stamp" \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) 2>/dev/null)
    [ "$t" = fuzz_llvm ] && [ "$rc" -ne 0 ] && [ "$(echo "$found" | wc -w)" -eq 1 ] || break
    case $found in */crash-*) ;; *) break ;; esac
    # the first frame in our sources, and the frame it called
    reader=$(awk -v src=" $root/(analyzer|tests/fuzz)/" '
                  /==[0-9]+==ERROR: (AddressSanitizer|UndefinedBehaviorSanitizer|libFuzzer: deadly signal)/ { on = 1 }
                  on && / in fuzz_llvm_fatal_exit / { print "yes"; exit }
                  on && /^ *#[0-9]+ / {
                    if ($0 ~ src) {
                      print (prev ~ / in LLVM(ParseIRInContext|VerifyModule|StripModuleDebugInfo|PrintModuleToString|RunPasses) / ? "yes" : "no")
                      exit
                    }
                    prev = $0 }' "$log")
    [ "$reader" = yes ] || break
    if ! env "${envs[@]}" WARPSAFE_FUZZ_ISOLATE=1 "$bin" "$found" >"$log.isolated" 2>&1; then
      echo "fuzz.sh: $t: LLVM's reader crashed on $found, and warpsafe's child process did not handle it:"
      tail -n 20 "$log.isolated"
      break
    fi
    mkdir -p "$art/llvm-reader"
    kept=$art/llvm-reader/$(basename "$found")
    mv "$found" "$kept" && cp "$log" "$kept.log"
    rm -f "$work/corpus/$(basename "$found" | sed 's/^crash-//')"  # a seed that crashes: not again
    found=
    grep -E '^SUMMARY|LLVM fatal error' "$log" | head -n 1 | sed "s|^|fuzz.sh: $t: LLVM 19 crashed or stopped (handled: the input's error): |"
    echo "fuzz.sh:   input and log kept in $kept{,.log}; fuzzing on"
    [ "$SECONDS" -lt "$end" ] || { rc=0; break; }
  done
  tail -n 15 "$log"
  if [ "$rc" -ne 0 ] || [ -n "$found" ]; then
    status=1
    echo "fuzz.sh: $t FAILED (exit $rc); see $log"
    grep -E '^(==[0-9]+==ERROR|SUMMARY|fuzz_(ptx|lex|llvm): (property|LLVM fatal))' "$log" | head -n 10
    for f in $found; do
      echo "fuzz.sh: reproducer: $f"
      echo "fuzz.sh:   replay:   ${envs[*]/%/ }$bin $f"
      echo "fuzz.sh:   minimize: ${envs[*]/%/ }$bin -minimize_crash=1 -runs=10000 -artifact_prefix=$art/min- $f"
    done
    [ -z "$found" ] && grep -E 'Test unit written to' "$log" | sed 's/^/fuzz.sh: /'
  else
    echo "fuzz.sh: $t: nothing found"
  fi
done
exit $status
