#!/usr/bin/env bash
# Fails if a C file under src/, tests/ or bench/ is not formatted as .clang-format says.
set -uo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "clang-format is not installed" >&2; exit 1; }
bad=0
while IFS= read -r f; do
  if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then
    echo "not formatted: $f (run: clang-format -i $f)"
    bad=1
  fi
done < <(git ls-files 'src/*.[ch]' 'tests/*.[ch]' 'bench/*.[ch]' 2>/dev/null)
[ $bad -eq 0 ] && echo "format: all files formatted"
exit $bad
