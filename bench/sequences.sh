#!/usr/bin/env bash
# Symstra's Table 2 for symtest seq: per subject and sequence length N, the time, receiver
# states explored, states subsumed, tests kept and branch coverage (JaCoCo's counting), next
# to `symtest gen` (lazy initialization) on the same class.
#
# usage: bench/sequences.sh [BUILD_DIR] [MAX_N] [SUBJECT...]   (default build, 4, all)
#   MIN_N=6 bench/sequences.sh build 8 IntTreeMap   runs only N = 6..8 (Symstra's lengths)
set -u
build=${1:-build}
max=${2:-4}
shift $(( $# < 2 ? $# : 2 ))
min=${MIN_N:-1}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/sequence-classes
subjects=${*:-$(cd "$classes" && ls ./*.class | sed 's#^\./##; s#\.class$##' | grep -v '\$' | sort)}
printf '%-16s %3s %9s %7s %9s %6s %10s   %-22s\n' subject N "time s" states subsumed tests branches "gen: tests/s"
for s in $subjects; do
  start=$(date +%s.%N)
  gen=$("$symtest" gen -q --cp "$classes" "$s" 2>/dev/null)
  gen_s=$(echo "$(date +%s.%N) - $start" | bc)
  gen_tests=$(grep -Eo '^  [0-9]+ test case' <<<"$gen" | awk '{n += $1} END {print n + 0}')
  for n in $(seq "$min" "$max"); do
    start=$(date +%s.%N)
    line=$("$symtest" seq -q --cp "$classes" "$s" --length "$n" --time-limit 1800 2>/dev/null | sed -n 2p)
    secs=$(echo "$(date +%s.%N) - $start" | bc)
    tests=$(sed -E 's/^ *([0-9]+) tests?,.*/\1/' <<<"$line")
    states=$(sed -E 's/.* ([0-9]+) states,.*/\1/' <<<"$line")
    subsumed=$(sed -E 's/.* ([0-9]+) subsumed,.*/\1/' <<<"$line")
    branches=$(sed -E 's/.*branches ([0-9]+\/[0-9]+).*/\1/' <<<"$line")
    printf '%-16s %3s %9.2f %7s %9s %6s %10s   %s\n' "$s" "$n" "$secs" "$states" "$subsumed" "$tests" "$branches" \
      "$([ "$n" = "$min" ] && printf '%s/%.2f' "$gen_tests" "$gen_s")"
  done
done
