#!/usr/bin/env bash
# Thesis Table 6.1's shape for the input heap: per method and bound k, the test cases (all
# paths, no suite reduction), time and unfolding steps of lazy initialization without aliasing
# (N1), with aliasing (N2) and of the heap solver (N3, `--heap solver`), then lazy
# initialization with aliasing under heap assumptions (acyclic and unshared links, two lists
# never aliased) with the alias alternatives they removed. A run that hits the time limit
# (TIME_LIMIT seconds, default 60) shows its time as '-' and the counts it reached, as the
# thesis does for its 30 s timeout. Times are the generation time the run reports.
#
# usage: bench/heap.sh [BUILD_DIR] [K...]   (default build, k = 2 3 5)
set -u
build=${1:-build}
shift $(( $# < 1 ? $# : 1 ))
ks=${*:-2 3 5}
limit=${TIME_LIMIT:-60}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
# A doubly linked list is cyclic through next and prev together, never through one of them.
assume=(--assume 'acyclic(TreeNode.left, TreeNode.right)' --assume 'acyclic(Node.next)'
        --assume 'acyclic(DNode.next)' --assume 'acyclic(DNode.prev)'
        --assume 'unshared(TreeNode.left, TreeNode.right)' --assume 'unshared(Node.next)'
        --assume 'unshared(DNode.next)' --assume 'unshared(DNode.prev)'
        --assume 'noalias(List, List)')
methods=${METHODS:-"EntryQueue.insert EntryQueue.removeMin EntryQueue.countInRange List.remAll BinarySearchTree.insert BinarySearchTree.remove DoublyLinkedList LinkedBag"}
printf '%-24s %2s  %-22s  %-22s  %-22s  %-16s %s\n' method k "N1 T1 U1 (no alias)" "N2 T2 U2 (aliasing)" "N3 T3 U3 (heap solver)" "assumptions" "removed"
json=$(mktemp)
trap 'rm -f "$json"' EXIT
run() {  # prints "tests time steps" of one configuration
  local out secs steps
  out=$("$symtest" gen -q --cp "$classes" "$@" --criterion all-paths --keep-all --time-limit "$limit" --json "$json" 2>/dev/null)
  # Generation time as the run reports it (writing a large JSON file is not test generation).
  secs=$(printf '%.2f' "$(grep -Eo 'total [0-9.]+ s' <<<"$out" | tail -1 | grep -Eo '[0-9.]+')")
  grep -q 'time limit' <<<"$out" && secs=-
  steps=$(grep -Eo '"unfoldings": [0-9]+' "$json" | awk '{n += $2} END {printf "%.1fk", n / 1000}')
  printf '%s %s %s' "$(grep -Eo '^[0-9]+ methods?, [0-9]+ test cases' <<<"$out" | grep -Eo '[0-9]+ test' | grep -Eo '[0-9]+')" "$secs" "$steps"
}
for m in $methods; do
  for k in $ks; do
    read -r t1 s1 u1 <<<"$(run "$m" -k "$k" --aliasing off)"
    read -r t2 s2 u2 <<<"$(run "$m" -k "$k")"
    read -r t3 s3 u3 <<<"$(run "$m" -k "$k" --heap solver)"
    read -r t4 s4 u4 <<<"$(run "$m" -k "$k" "${assume[@]}")"
    r=$("$symtest" gen -q --cp "$classes" "$m" -k "$k" --criterion all-paths --keep-all --time-limit "$limit" "${assume[@]}" 2>/dev/null |
        grep -Eo '[0-9]+ aliases removed' | awk '{n += $1} END {print n + 0}')
    printf '%-24s %2s  %6s %6ss %8s  %6s %6ss %8s  %6s %6ss %8s  %6s %6ss  %s\n' "$m" "$k" \
      "$t1" "$s1" "$u1" "$t2" "$s2" "$u2" "$t3" "$s3" "$u3" "$t4" "$s4" "$r"
  done
done
