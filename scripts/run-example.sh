#!/usr/bin/env bash
# Set-up command 1: install dependencies, build, and generate JUnit tests for the bundled
# example (thesis Fig. 5.1: lcm/gcd/abs) into out/junit, with JSON in out/arith.json. Prints
# how long each step took, so that a slow first run says where its minutes went.
set -euo pipefail
cd "$(dirname "$0")/.."
step_start=$SECONDS
timings=""
took() {  # STEP: appends how long the step since the last call took
  timings+="$1 $((SECONDS - step_start)) s, "
  step_start=$SECONDS
}
scripts/install-deps.sh --example
took install
# Only what the example needs: the symtest binary (with the JDK models) and the example
# classes; scripts/run-tests.sh builds the rest.
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build --target symtest examples
took build
mkdir -p out
./build/src/cli/symtest gen --cp build/examples/classes Arith -k 2 --junit out/junit --json out/arith.json
took example
echo
echo "JUnit tests written to out/junit; run them with: scripts/run-junit.sh out/junit build/examples/classes"
echo "run-example: ${timings%, }"
