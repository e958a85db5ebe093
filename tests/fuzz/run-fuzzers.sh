#!/bin/sh
# Runs every libFuzzer harness of tests/fuzz for SECONDS each (default 60) and prints how many
# inputs each executed. Exits non-zero if any harness crashed; crashing inputs are kept in
# _build-fuzz/crashes/NAME/ (turn each into a tests/data/regress/ file once fixed).
#
#   tests/fuzz/run-fuzzers.sh [SECONDS]
#
# The random seed is FUZZ_SEED (default 1), so a run is repeatable: what a CI run found, a
# developer finds again with the same seed. FUZZ_SEED=0 lets libFuzzer pick one (exploring).
#
# Needs clang with libFuzzer (Debian: clang, libclang-rt-14-dev). The build directory
# _build-fuzz is separate from _build; the working corpus grows in _build-fuzz/corpus/NAME/,
# seeded from tests/fuzz/corpus/NAME/ and tests/data/regress/; tests/fuzz/NAME.dict, if there is
# one, is the harness's libFuzzer dictionary.
set -eu

seconds=${1:-60}
src=$(cd "$(dirname "$0")/../.." && pwd)
build="$src/_build-fuzz"
max_len=16384     # a game file of a few hundred figures; bigger inputs only slow the search

if [ ! -f "$build/build.ninja" ]; then
  CC=clang meson setup "$build" "$src" -Dapp=false -Dfuzzing=true -Dbuildtype=debugoptimized
fi
harnesses=$(sed -n "/^fuzz_harnesses = \[/,/^\]/s/^ *'\([a-z0-9-]*\)',*$/\1/p" \
  "$src/tests/fuzz/meson.build")
# only the harnesses and what they link: the rest of the tree (tests, the command line,
# benchmarks) is built and tested by the other stages
targets=
for name in $harnesses; do targets="$targets tests/fuzz/fuzz-$name"; done
ninja -C "$build" -j2 $targets
status=0
for name in $harnesses; do
  corpus="$build/corpus/$name"
  crashes="$build/crashes/$name"
  log="$build/fuzz-$name.log"
  mkdir -p "$corpus" "$crashes"
  dict=
  [ -f "$src/tests/fuzz/$name.dict" ] && dict="-dict=$src/tests/fuzz/$name.dict"
  set +e
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    "$build/tests/fuzz/fuzz-$name" "$corpus" "$src/tests/fuzz/corpus/$name" \
      "$src/tests/data/regress" \
      -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
      -seed="${FUZZ_SEED:-1}" -print_final_stats=1 -artifact_prefix="$crashes/" $dict >"$log" 2>&1
  rc=$?
  set -e
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  if [ "$rc" -ne 0 ]; then
    echo "fuzz-$name: CRASH after ${execs:-?} executions (exit $rc); see $log and $crashes/"
    # the report itself, so a CI log shows what broke without the build directory
    grep -E -A 24 '^==[0-9]+==ERROR|runtime error:|^ERROR:|ERROR: libFuzzer' "$log" | head -n 40
    for input in "$crashes"/*; do
      [ -f "$input" ] || continue
      echo "input $(basename "$input") ($(wc -c <"$input") bytes), base64:"
      head -c 4096 "$input" | base64
    done
    status=1
  else
    echo "fuzz-$name: ${execs:-?} executions in ${seconds} s, no crash"
  fi
done
exit $status
