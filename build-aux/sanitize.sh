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
# SANITIZE_CC=clang builds with clang's sanitizers in _build-asan-clang (gcc's and clang's differ:
# clang's once caught a test comparing structs with their padding); SANITIZE_APP=false leaves
# the app and its UI tests out of that build.
cc=${SANITIZE_CC:-}
build="$src/_build-asan${cc:+-$cc}"
app=false
[ -f "$src/src/gui/meson.build" ] && app=true
[ "${SANITIZE_APP:-}" = false ] && app=false

if [ ! -f "$build/build.ninja" ]; then
  CC=${cc:-${CC:-cc}} meson setup "$build" "$src" -Db_sanitize=address,undefined -Db_lundef=false \
    -Dbuildtype=debug -Dapp="$app"
elif [ "$(meson introspect "$build" --buildoptions | python3 -c \
  'import json, sys; print([o["value"] for o in json.load(sys.stdin) if o["name"] == "app"][0])')" \
  != "$( [ "$app" = true ] && echo True || echo False)" ]; then
  meson configure "$build" -Dapp="$app" >/dev/null
fi
ninja -C "$build" -j2

# Debian's GLib and GTK have no frame pointers, so with the fast unwinder a leak report stops at
# g_malloc, and neither a reader nor tests/lsan.supp can tell whose allocation it was. Every
# malloc is therefore unwound fully (slower, but the suite stays within minutes);
# GG_SANITIZE_FAST_STACKS=1 trades that for speed when hunting other errors.
# GG_SANITIZE_LEAKS=0 checks memory errors and undefined behaviour only, with the fast unwinder
# (leak reports could not be told apart without whole stacks: 10-30 times faster on GTK's deep
# stacks); GG_SANITIZE_MALLOC_CONTEXT=N unwinds N frames of each malloc (the default 30; the
# suppressions match within 8).
ASAN_OPTIONS=abort_on_error=1:strict_string_checks=1
if [ "${GG_SANITIZE_LEAKS:-1}" = 0 ]; then
  ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=0
else
  ASAN_OPTIONS=$ASAN_OPTIONS:detect_leaks=1
  if [ "${GG_SANITIZE_FAST_STACKS:-0}" != 1 ]; then
    ASAN_OPTIONS=$ASAN_OPTIONS:fast_unwind_on_malloc=0
  fi
  if [ -n "${GG_SANITIZE_MALLOC_CONTEXT:-}" ]; then
    ASAN_OPTIONS=$ASAN_OPTIONS:malloc_context_size=$GG_SANITIZE_MALLOC_CONTEXT
  fi
fi
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
LSAN_OPTIONS=suppressions="$src/tests/lsan.supp":print_suppressions=0
G_SLICE=always-malloc      # GLib 2.74's slice allocator would hide leaks from LeakSanitizer
GG_SANITIZE=1              # tests with long random runs shorten them
export ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS G_SLICE GG_SANITIZE

meson test -C "$build" --print-errorlogs --timeout-multiplier 10 "$@"
