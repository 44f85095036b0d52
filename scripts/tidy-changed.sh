#!/usr/bin/env bash
# Usage: scripts/tidy-changed.sh BUILD_DIR [BASE]
#        scripts/tidy-changed.sh BUILD_DIR "$(git hash-object -t tree /dev/null)"   # every file
# Runs clang-tidy (the checks of the repository's .clang-tidy) on the .cpp files under src/,
# bench/ and tools/ that changed between BASE (default HEAD~1) and HEAD, with the compile
# commands of BUILD_DIR (its compile_commands.json: every configured build has one). A header is
# checked through the changed .cpp files that include it. Two clang-tidy processes at a time.
# Fails on a finding of a check .clang-tidy makes an error; readability-function-size findings
# are printed but advisory. Where clang 14 cannot parse code GCC accepts, the file is reported as
# partly checked, not failed: the build, not clang-tidy, is the judge of what compiles.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: scripts/tidy-changed.sh BUILD_DIR [BASE]" >&2
  exit 2
fi
build=$(cd "$1" 2>/dev/null && pwd) || { echo "tidy: no build directory $1" >&2; exit 2; }
cd "$(dirname "$0")/.."
root=$(pwd)
if [ ! -f "$build/compile_commands.json" ]; then
  echo "tidy: $build/compile_commands.json missing (configure the build with CMake first)" >&2
  exit 2
fi
if ! command -v clang-tidy >/dev/null; then
  echo "tidy: clang-tidy not installed (scripts/install-deps.sh installs it)" >&2
  exit 2
fi

if [ $# -eq 2 ]; then
  base=$2
  if ! git rev-parse --verify -q "$base^{tree}" >/dev/null; then
    echo "tidy: unknown base $base" >&2
    exit 2
  fi
elif git rev-parse --verify -q 'HEAD~1^{commit}' >/dev/null; then
  base=HEAD~1
else
  echo "tidy: HEAD has no parent commit, no change to check"
  exit 0
fi
range="$base ($(git rev-parse --short "$base")) to HEAD"
mapfile -t files < <(git diff --name-only --diff-filter=ACMR "$base" HEAD -- \
  'src/*.cpp' 'bench/*.cpp' 'tools/*.cpp' | while read -r f; do [ -f "$f" ] && echo "$f"; done)
if [ ${#files[@]} -eq 0 ]; then
  echo "tidy: no .cpp file under src/, bench/ or tools/ changed from $range, nothing checked"
  exit 0
fi
echo "tidy: checking ${#files[@]} file(s) changed from $range"

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# A unity build (SYMTEST_UNITY_BUILD) lists its batches, not the sources: each source gets the
# command of the batch that includes it, in a compile database of its own.
mkdir "$out/db"
python3 - "$build/compile_commands.json" "$out/db/compile_commands.json" <<'PY'
import json, re, sys
entries = []
for e in json.load(open(sys.argv[1])):
    if "/Unity/unity_" not in e["file"]:
        entries.append(e)
        continue
    for line in open(e["file"]):
        m = re.match(r'#include "(.*)"', line)
        if m:
            entries.append({**e, "file": m.group(1), "command": e["command"].replace(e["file"], m.group(1))})
json.dump(entries, open(sys.argv[2], "w"))
PY
db=$out/db
export db out
start=$SECONDS
# One clang-tidy per file, two at a time; each writes its own log, printed afterwards in order.
# shellcheck disable=SC2016 # the variables expand in the inner bash
printf '%s\n' "${files[@]}" | xargs -d '\n' -n1 -P2 bash -c '
  log=$out/$(printf %s "$1" | tr / _)
  rc=0
  clang-tidy -p "$db" --quiet "$1" >"$log.out" 2>"$log.err" || rc=$?
  echo "$rc" >"$log.rc"' _
elapsed=$((SECONDS - start))

diag='^[^ ].*:[0-9]+:[0-9]+: (warning|error): '
failed=0
partial=0
for f in "${files[@]}"; do
  log=$out/$(printf %s "$f" | tr / _)
  if grep -q '\[clang-diagnostic-error\]$' "$log.out"; then
    echo "tidy: $f: checked partly, clang could not parse all of it (GCC builds it):"
    grep -m1 '\[clang-diagnostic-error\]$' "$log.out" | sed "s#^$root/#  #"
    partial=$((partial + 1))
  elif [ "$(cat "$log.rc")" -ne 0 ] && ! grep -Eq "$diag" "$log.out"; then
    echo "tidy: clang-tidy failed on $f (exit $(cat "$log.rc")):"
    cat "$log.err"
    failed=$((failed + 1))
  fi
done
# Header findings repeat for every file including the header: print and count each once. Paths
# through the build's include roots (BUILD/include/<module>/<module>/) are shown as src/<module>/.
# clang's own parse errors were reported above, per file.
for f in "${files[@]}"; do cat "$out/$(printf %s "$f" | tr / _).out"; done |
  sed -e "s#$build/include/\([a-z0-9_]*\)/\1/#src/\1/#g" -e "s#$root/##g" |
  awk -v pat="$diag" '$0 ~ pat { skip = seen[$0]++ || /\[clang-diagnostic-error\]$/ }
                      !skip' >"$out/all"
cat "$out/all"
errors=$(awk -v pat="$diag" '$0 ~ pat && / error: /' "$out/all" | wc -l)
warnings=$(awk -v pat="$diag" '$0 ~ pat && / warning: /' "$out/all" | wc -l)
summary="tidy: ${#files[@]} file(s) in ${elapsed} s: $errors error(s)"
summary+=", $warnings advisory warning(s)"
[ "$partial" -eq 0 ] || summary+=", $partial partly parsed"
[ "$failed" -eq 0 ] || summary+=", clang-tidy failed on $failed"
echo "$summary"
[ "$errors" -eq 0 ] && [ "$failed" -eq 0 ]
