#!/usr/bin/env bash
# Fails when a C++ source is not formatted with the repository's .clang-format.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find src tests bench -name '*.cpp' -o -name '*.hpp' -o -name '*.inc' 2>/dev/null | grep -v '\.inc$' | sort)
bad=0
for f in "${files[@]}"; do
  if ! clang-format --dry-run -Werror "$f" >/dev/null 2>&1; then
    echo "not formatted: $f"
    bad=$((bad + 1))
  fi
done
echo "format: $(( ${#files[@]} - bad )) passed, $bad failed"
[ "$bad" -eq 0 ]
