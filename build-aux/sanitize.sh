#!/bin/sh
# Builds Gigogin with AddressSanitizer and UndefinedBehaviorSanitizer in _build-asan and runs
# the whole test suite there, leak detection on. Any error or leak fails the run. For the CI:
#
#   build-aux/sanitize.sh [MESON-TEST-ARGS...]      e.g. build-aux/sanitize.sh --suite core
#
# The same by hand:
#   meson setup _build-asan -Db_sanitize=address,undefined -Db_lundef=false
#   ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
#   LSAN_OPTIONS=suppressions=$PWD/tests/lsan.supp G_SLICE=always-malloc meson test -C _build-asan
#
# tests/lsan.supp lists the few one-time allocations GLib's type system keeps until exit; our own
# code is never suppressed there.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build="$src/_build-asan"
app=false
[ -f "$src/src/app/meson.build" ] && app=true

if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" "$src" -Db_sanitize=address,undefined -Db_lundef=false \
    -Dbuildtype=debug -Dapp="$app"
fi
ninja -C "$build" -j2

# Debian's GLib has no frame pointers, so a leak report stops at g_malloc. To see whose
# allocation it was (and for tests/lsan.supp entries to match GLib's frames), run again with
# GG_SANITIZE_FULL_STACKS=1: it unwinds every malloc fully, about ten times slower.
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
if [ "${GG_SANITIZE_FULL_STACKS:-0}" = 1 ]; then
  ASAN_OPTIONS=$ASAN_OPTIONS:fast_unwind_on_malloc=0
fi
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
LSAN_OPTIONS=suppressions="$src/tests/lsan.supp":print_suppressions=0
G_SLICE=always-malloc      # GLib 2.74's slice allocator would hide leaks from LeakSanitizer
export ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS G_SLICE

meson test -C "$build" --print-errorlogs --timeout-multiplier 3 "$@"
