#!/usr/bin/env bash
# Holds every C++ source to .clang-format (clang-format 14, Debian 12's).
#   tools/check-format.sh        lists the files that differ and fails (make format-check)
#   tools/check-format.sh --fix  rewrites them in place (make format)
set -euo pipefail
cd "$(dirname "$0")/.."

formatter=$(command -v clang-format-14 || command -v clang-format || true)
if [ -z "$formatter" ]; then
  echo "check-format: clang-format is not installed (make deps installs it)" >&2
  exit 1
fi

# Our sources only: not the build trees, nor the checkers' node_modules.
mapfile -t files < <(git ls-files -- 'app/*.cpp' 'app/*.h' 'model/*.cpp' 'model/*.h' 'views/*.cpp' 'views/*.h' \
                       'tests/*.cpp' 'tests/*.h' 'bench/*.cpp' 'bench/*.h' 'resources/*.cpp' 'resources/*.h' \
                       'scenarios/*.cpp' 'scenarios/*.h')

if [ "${1:-}" = --fix ]; then
  "$formatter" -i "${files[@]}"
  exit 0
fi

# One run over every file (a process per file took half a minute); its warnings name
# each file that differs as "path:line:col: error: code should be clang-formatted".
mapfile -t bad < <("$formatter" --dry-run -Werror "${files[@]}" 2>&1 | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' | sort -u)
if [ ${#bad[@]} -gt 0 ]; then
  echo "check-format: ${#bad[@]} of ${#files[@]} files are not in .clang-format's style (make format rewrites them):" >&2
  printf '  %s\n' "${bad[@]}" >&2
  exit 1
fi
echo "check-format: ${#files[@]} files in style"
