#!/usr/bin/env bash
# The cost of streams against the equivalent loops: each method of the StreamsVsLoops
# example, explored on its own under the default criterion (branch, reduced) and under
# all-paths, at k=2. Prints one row per method: test cases, unfolding steps, coverage and CPU
# seconds. Assumes a build in build/ (scripts/build.sh).
#   bench/streams_vs_loops.sh [extra symtest gen options]
set -euo pipefail
cd "$(dirname "$0")/.."
symtest=build/src/cli/symtest
classes=build/examples/classes
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%-20s %-10s %6s %8s %12s %10s %7s\n' method criterion tests unfold instr branch 'cpu s'
for method in sumPositiveStream sumPositiveLoop anyNegativeStream anyNegativeLoop \
              largestStream largestLoop sumOfSquaresStream sumOfSquaresLoop; do
  for criterion in branch all-paths; do
    extra=()
    [ "$criterion" = all-paths ] && extra=(--keep-all)
    /usr/bin/time -f '%U %S' -o "$work/time" "$symtest" gen -q --cp "$classes" -k 2 \
      --criterion "$criterion" "${extra[@]}" "$@" --json "$work/out.json" \
      "StreamsVsLoops.$method" >"$work/table" 2>&1 || true
    cpu=$(awk '{printf "%.2f", $1 + $2}' "$work/time")
    line=$(grep -m1 -E 'test cases?, k=' "$work/table")
    tests=$(sed -E 's/^ *([0-9]+) test cases?.*/\1/' <<<"$line")
    instr=$(sed -E 's/.*instructions ([0-9]+\/[0-9]+).*/\1/' <<<"$line")
    branch=$(sed -E 's/.*branches ([-0-9\/]+).*/\1/' <<<"$line")
    unfold=$(grep -o '"unfoldings": *[0-9]*' "$work/out.json" | head -1 | grep -o '[0-9]*$')
    printf '%-20s %-10s %6s %8s %12s %10s %7s\n' "$method" "$criterion" "$tests" "$unfold" \
      "$instr" "$branch" "$cpu"
  done
done
