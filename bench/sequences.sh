#!/usr/bin/env bash
# Symstra's Table 2 for symtest seq: per subject and sequence length N, the time, receiver
# states explored, states subsumed, tests kept and branch coverage (JaCoCo's counting), next
# to `symtest gen` (lazy initialization) on the same class.
#
# usage: bench/sequences.sh [BUILD_DIR] [MAX_N] [SUBJECT...]   (default build, 4, all)
#   MIN_N=6 bench/sequences.sh build 8 IntTreeMap   runs only N = 6..8 (Symstra's lengths)
#   bench/sequences.sh --paper [BUILD_DIR] [MAX_N]   Symstra's Table 2 side by side: each of the
#       paper's subjects by its analogue here, restricted to the paper's methods under test
#       (seq method targets), N = MIN_N (default 5) .. MAX_N (default 8), the paper's time
#       (Pentium IV 2.8 GHz, 2005) next to ours
set -u
if [ "${1:-}" = "--paper" ]; then
  shift
  build=${1:-build}
  max=${2:-8}
  min=${MIN_N:-5}
  . "$(dirname "$0")/lib.sh"
  bench_tools "$build" examples/sequence-classes
  # paper subject | analogue targets | Symstra's seconds for N = 5 6 7 8 (* timed out)
  rows=(
    "UBStack|BoundedIntStack.push BoundedIntStack.pop|0.85 1.24 1.57 2.33"
    "IntStack|ObjectStack.push ObjectStack.pop|0.26 0.47 0.54 0.67"
    "BinSearchTree|IntSearchTree.insert IntSearchTree.remove|4.07 15.22 70.94 *251.30"
    "BinomialHeap|IntBinomialHeap.insert IntBinomialHeap.extractMin|1.41 3.59 5.67 17.53"
    "LinkedList|IntLinkedList.addFirst IntLinkedList.addLast IntLinkedList.removeFirst|0.56 0.66 0.80 0.94"
    "TreeMap|IntTreeMap.put IntTreeMap.remove|3.79 17.32 38.15 173.71"
    "HeapArray|IntHeapArray.add IntHeapArray.poll|2.79 5.77 14.52 28.50"
  )
  printf '%-14s %-16s %2s %9s %9s %8s %7s %9s %6s %10s\n' paper analogue N "paper s" "ours s" speed-up \
    states subsumed tests branches
  for row in "${rows[@]}"; do
    IFS='|' read -r paper targets times <<<"$row"
    read -ra paper_times <<<"$times"
    analogue=${targets%%.*}
    for n in $(seq "$min" "$max"); do
      [ "$n" -ge 5 ] && [ "$n" -le 8 ] && theirs=${paper_times[$((n - 5))]} || theirs=-
      start=$(date +%s.%N)
      # shellcheck disable=SC2086  # the targets are words
      line=$("$symtest" seq -q --cp "$classes" $targets --length "$n" --time-limit 1800 2>/dev/null | sed -n 2p)
      secs=$(echo "$(date +%s.%N) - $start" | bc)
      tests=$(sed -E 's/^ *([0-9]+) tests?,.*/\1/' <<<"$line")
      states=$(sed -E 's/.* ([0-9]+) states,.*/\1/' <<<"$line")
      subsumed=$(sed -E 's/.* ([0-9]+) subsumed,.*/\1/' <<<"$line")
      branches=$(sed -E 's/.*branches ([0-9]+\/[0-9]+).*/\1/' <<<"$line")
      speedup=-
      [ "$theirs" != - ] && speedup=$(printf '%.1fx' "$(echo "${theirs#\*} / $secs" | bc -l)")
      printf '%-14s %-16s %2s %9s %9.2f %8s %7s %9s %6s %10s\n' "$paper" "$analogue" "$n" "$theirs" "$secs" \
        "$speedup" "$states" "$subsumed" "$tests" "$branches"
    done
  done
  exit 0
fi
build=${1:-build}
max=${2:-4}
shift $(( $# < 2 ? $# : 2 ))
min=${MIN_N:-1}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/sequence-classes
# The subjects are the source files' classes (a file's helper classes are not subjects).
subjects=${*:-$(cd "$(dirname "$0")/../examples/sequences" && ls ./*.java | sed 's#^\./##; s#\.java$##' | sort)}
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
