#!/usr/bin/env bash
# Prints the benchmark table for every example subject (default k=1,2,3; options such as
# -k 2 or --solver both are passed on). Assumes a build in build/ (scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
subjects=$(cd build/examples/classes && ls ./*.class | sed 's|^\./||; s|\.class$||' | tr '\n' ' ')
# shellcheck disable=SC2086
./build/bench/symtest-bench --cp build/examples/classes "$@" $subjects
