#!/usr/bin/env bash
# Runs every test of a configured build: the meson suites (core, data, fuzz corpora, ui
# under Xvfb), the format check, the sanitizer builds and a short fuzzing run. Prints how long
# each stage took, then one closing line "N passed, N failed" counting every test case (TAP
# subtests). What runs where, and why: docs/testing.md.
#
# The run is sealed off from the machine it runs on, always (a desktop session too): its own
# session bus that can start only the accessibility bus, its own virtual display, HOME and
# XDG_* folders in a scratch folder removed afterwards, GSettings in memory, and no URI or MIME
# handler of the machine. A test that still reaches out fails the run with a line naming what
# it reached (a handler asked to open an address, a program, a folder of the user's).
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${1:-_build}
status=0

if [ -z "${GG_SEALED:-}" ]; then
  for tool in dbus-run-session:dbus-daemon xvfb-run:"xvfb and xauth"; do
    command -v "${tool%%:*}" >/dev/null && continue
    echo "run-tests: ${tool%%:*} is missing: install the Debian package ${tool#*:} (./setup test does)" >&2
    exit 1
  done
  scratch=$(mktemp -d "${TMPDIR:-/tmp}/gigogin-tests.XXXXXX")
  trap 'rm -rf "$scratch"' EXIT
  build-aux/seal.sh "$scratch" || exit 1
  real_home=${HOME:-/root}
  before=$(build-aux/seal.sh --user-state "$real_home")
  mapfile -t unset_args < <(build-aux/seal.sh --unset-args)
  mapfile -t sealed_env < "$scratch/env"
  env "${unset_args[@]}" "${sealed_env[@]}" GG_SEALED="$scratch" \
    GG_STARTED="${GG_STARTED:-$(date +%s)}" \
    dbus-run-session --config-file="$scratch/session.conf" \
    --dbus-daemon="$PWD/build-aux/dbus-daemon-quiet" -- \
    xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
  rc=$?
  after=$(build-aux/seal.sh --user-state "$real_home")
  if [ "$before" != "$after" ]; then
    diff <(echo "$before") <(echo "$after") | sed -n 's/^> /run-tests: a test changed the user'"'"'s own /p'
    rc=1
  fi
  exit $rc
fi
# The UI tests are told a display is required, so that they fail rather than skip without one.
export GG_REQUIRE_DISPLAY=1

times=()
stage_start=0
start() { stage_start=$(date +%s); echo "==> $1"; }
took() { times+=("$(printf '%-34s %5d s' "$1" $(($(date +%s) - stage_start)))"); }

start "test suite ($BUILD_DIR)"
meson test -C "$BUILD_DIR" --print-errorlogs --num-processes 2 || status=1
took "suite"
logs=("$BUILD_DIR/meson-logs/testlog.json")
checks=()

start "format check"
if build-aux/check-format.sh; then checks+=(--check format=ok); else checks+=(--check format=fail); status=1; fi
took "format"

# The UI suite under a sanitizer costs more than everything else together (GTK's deep stacks,
# every malloc unwound): CI runs it, a developer's run leaves it to CI unless GG_SANITIZE_UI=1.
sanitize_ui=${GG_SANITIZE_UI:-}
[ -z "$sanitize_ui" ] && [ -n "${CI:-}" ] && sanitize_ui=1
if [ "${SKIP_SANITIZE:-0}" != 1 ] && [ -x build-aux/sanitize.sh ]; then
  rm -f _build-asan/meson-logs/*testlog.json _build-asan-clang/meson-logs/*testlog.json
  start "gcc AddressSanitizer + UBSan: every suite but ui (core, data, fuzz corpora)"
  app=false
  [ "$sanitize_ui" = 1 ] && app=true
  SANITIZE_APP=$app build-aux/sanitize.sh --no-suite ui || status=1
  took "gcc ASan+UBSan, core (build, run)"
  logs+=("asan-gcc=_build-asan/meson-logs/testlog.json")
  if [ "$sanitize_ui" = 1 ]; then
    # every UI test for memory errors and undefined behaviour (fast stacks); leaks, which need
    # whole stacks, in the two programs that reach GIO's and GTK's one-time allocations (the
    # guide's address, settings, recent files, the table's frame clock)
    start "gcc AddressSanitizer + UBSan: the UI suite, leaks in ui-newgame and ui-table"
    GG_SANITIZE_LEAKS=0 build-aux/sanitize.sh --suite ui --logbase ui-testlog || status=1
    logs+=("asan-gcc=_build-asan/meson-logs/ui-testlog.json")
    GG_SANITIZE_MALLOC_CONTEXT=8 build-aux/sanitize.sh --no-rebuild ui-newgame ui-table \
      --logbase ui-leaks-testlog || status=1
    logs+=("lsan-gcc=_build-asan/meson-logs/ui-leaks-testlog.json")
    took "gcc ASan+UBSan, ui"
  fi
  # clang's sanitizers over the core again: CI runs them, a developer's run leaves them to CI
  # unless GG_SANITIZE_CLANG=1 (the second sanitizer build would double this stage)
  sanitize_clang=${GG_SANITIZE_CLANG:-}
  [ -z "$sanitize_clang" ] && [ -n "${CI:-}" ] && sanitize_clang=1
  if [ "$sanitize_clang" = 1 ]; then
    start "clang AddressSanitizer + UBSan: every suite but ui (core, data, fuzz corpora)"
    SANITIZE_CC=clang SANITIZE_APP=false build-aux/sanitize.sh --no-suite ui || status=1
    took "clang ASan+UBSan, core (build, run)"
    logs+=("asan-clang=_build-asan-clang/meson-logs/testlog.json")
  fi
fi

# libFuzzer (clang): 60 s a harness in CI; a developer's run replays the corpora in the suite
# and leaves the fuzzing itself to CI unless FUZZ_SECONDS is set
fuzz_default=0
[ -n "${CI:-}" ] && fuzz_default=60
FUZZ_SECONDS=${FUZZ_SECONDS:-$fuzz_default}
if [ "$FUZZ_SECONDS" != 0 ] && [ -x tests/fuzz/run-fuzzers.sh ]; then
  start "fuzzing, ${FUZZ_SECONDS}s per harness"
  if tests/fuzz/run-fuzzers.sh "$FUZZ_SECONDS"; then checks+=(--check fuzzing=ok)
  else checks+=(--check fuzzing=fail); status=1; fi
  took "fuzzing (build, run)"
fi

# what reached out of the seal (build-aux/seal.sh's trip wires wrote it down)
if [ -s "$GG_SEALED/reached" ]; then
  sed 's/^/run-tests: /' "$GG_SEALED/reached"
  checks+=(--check sealed=fail)
  status=1
else
  checks+=(--check sealed=ok)
fi

echo
echo "time per stage:"
[ -n "${GG_TIME_INSTALL:-}" ] && printf '  %-34s %5d s\n' "install (apt)" "$GG_TIME_INSTALL"
[ -n "${GG_TIME_BUILD:-}" ] && printf '  %-34s %5d s\n' "build ($BUILD_DIR)" "$GG_TIME_BUILD"
printf '  %s\n' "${times[@]}"
printf '  %-34s %5d s\n' "total" $(($(date +%s) - GG_STARTED))
# every test case of every run (the suite, both sanitizer builds), the format check, the
# fuzzing run and the seal; the last line is the closing one
python3 build-aux/count-tests.py "${logs[@]}" "${checks[@]}" > "$BUILD_DIR/counts.txt" || status=1
[ $status -eq 0 ] || echo "FAILED: see the messages above"
cat "$BUILD_DIR/counts.txt"
exit $status
