#!/usr/bin/env bash
# Runs the unit and CLI tests with busy processes beside them (six by default, STRESS_BUSY
# overrides): no test may depend on how fast the machine is. Assumes a build in build/ (or $1).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
busy=${STRESS_BUSY:-6}
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT
for ((i = 0; i < busy; i++)); do
  (while :; do :; done) &
  pids+=($!)
done
echo "stress-tests: $busy busy processes beside the unit and CLI tests"
(cd "$build" && ctest --output-on-failure -j2 -L unit && ctest --output-on-failure -R '^cli$')
