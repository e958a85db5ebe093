#!/usr/bin/env bash
# Fails if a C file under src/, tests/ or bench/ is not formatted as .clang-format says.
# One clang-format process for every file (a process per file took minutes on a busy machine).
set -uo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "clang-format is not installed" >&2; exit 1; }
files=()
mapfile -t files < <(git ls-files 'src/*.[ch]' 'tests/*.[ch]' 'bench/*.[ch]' 2>/dev/null)
# a tree without git (a fresh root has none: CI copies a clone in) is read from the folders
[ ${#files[@]} -gt 0 ] ||
  mapfile -t files < <(find src tests bench -name '*.[ch]' -type f 2>/dev/null | sort)
# a file deleted but not yet committed is still listed by git
present=()
for f in "${files[@]}"; do [ -f "$f" ] && present+=("$f"); done
files=("${present[@]}")
[ ${#files[@]} -gt 0 ] || { echo "format: no C files found under src/, tests/, bench/" >&2; exit 1; }
report=$(clang-format --dry-run --Werror "${files[@]}" 2>&1)
rc=$?
bad=$(printf '%s\n' "$report" | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: .*/\1/p' | sort -u)
for f in $bad; do
  echo "not formatted: $f (run: clang-format -i $f)"
done
if [ $rc -ne 0 ] && [ -z "$bad" ]; then
  printf '%s\n' "$report" | head -n 20
fi
[ $rc -eq 0 ] && echo "format: all files formatted"
exit $rc
