#!/usr/bin/env bash
# Runs every test of a configured build: the meson suites (core, data, ui under Xvfb when there
# is no display), the format check, the sanitizer build, and a short fuzzing run.
# Prints one closing line "N passed, N failed" counting every test case (TAP subtests).
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${1:-_build}
status=0

# A private session bus for the whole run, as GNOME projects run their tests in CI: GTK asks
# the session bus for the accessibility bus (at-spi2-core) and the settings, and a fresh machine
# or a CI container has none. A bus already there (a desktop session) is used as it is.
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && [ -z "${GG_UNDER_DBUS:-}" ]; then
  if ! command -v dbus-run-session >/dev/null; then
    echo "run-tests: dbus-run-session is missing: install the Debian package dbus-daemon (./setup test does)" >&2
    exit 1
  fi
  # a runtime directory of the run's own: the accessibility bus puts its socket there, and
  # without one it shares ~/.cache/at-spi/bus with every other run of the same user
  runtime=$(mktemp -d "${TMPDIR:-/tmp}/gigogin-tests.XXXXXX")
  env GG_UNDER_DBUS=1 XDG_RUNTIME_DIR="$runtime" \
    dbus-run-session --dbus-daemon="$PWD/build-aux/dbus-daemon-quiet" -- "$0" "$@"
  rc=$?
  rm -rf "$runtime"
  exit $rc
fi

# One virtual display for everything below (the UI tests run in the sanitizer build too).
# The UI tests are told a display is required, so that they fail rather than skip without one.
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${GG_UNDER_XVFB:-}" ]; then
  if ! command -v xvfb-run >/dev/null; then
    echo "run-tests: no display and no xvfb-run: install the Debian packages xvfb and xauth (./setup test does)" >&2
    exit 1
  fi
  exec env GG_UNDER_XVFB=1 xvfb-run -a -s "-screen 0 1280x1024x24" "$0" "$@"
fi
export GG_REQUIRE_DISPLAY=1

run_meson_tests() {
  local dir=$1; shift
  meson test -C "$dir" --print-errorlogs "$@"
}

echo "==> test suite ($BUILD_DIR)"
run_meson_tests "$BUILD_DIR" || status=1
logs=("$BUILD_DIR/meson-logs/testlog.json")
checks=()

echo "==> format check"
if build-aux/check-format.sh; then checks+=(--check format=ok); else checks+=(--check format=fail); status=1; fi

if [ "${SKIP_SANITIZE:-0}" != 1 ] && [ -x build-aux/sanitize.sh ]; then
  echo "==> AddressSanitizer + UBSan build of the whole suite"
  rm -f _build-asan/meson-logs/testlog.json _build-asan-clang/meson-logs/testlog.json
  build-aux/sanitize.sh || status=1
  logs+=("asan-gcc=_build-asan/meson-logs/testlog.json")
  echo "==> the same with clang's sanitizers (core, data and fuzz suites)"
  SANITIZE_CC=clang SANITIZE_APP=false build-aux/sanitize.sh --suite core --suite data \
    --suite fuzz || status=1
  logs+=("asan-clang=_build-asan-clang/meson-logs/testlog.json")
fi

fuzz_default=10
[ -n "${CI:-}" ] && fuzz_default=60
FUZZ_SECONDS=${FUZZ_SECONDS:-$fuzz_default}
if [ "$FUZZ_SECONDS" != 0 ] && [ -x tests/fuzz/run-fuzzers.sh ]; then
  echo "==> fuzzing, ${FUZZ_SECONDS}s per harness"
  if tests/fuzz/run-fuzzers.sh "$FUZZ_SECONDS"; then checks+=(--check fuzzing=ok)
  else checks+=(--check fuzzing=fail); status=1; fi
fi

echo
# every test case of every run (the suite, both sanitizer builds), the format check and the
# fuzzing run; the last line is the closing one
python3 build-aux/count-tests.py "${logs[@]}" "${checks[@]}" > "$BUILD_DIR/counts.txt" || status=1
[ $status -eq 0 ] || echo "FAILED: see the messages above"
cat "$BUILD_DIR/counts.txt"
exit $status
