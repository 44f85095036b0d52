#!/usr/bin/env bash
# Thesis Table 6.1's shape for the input heaps of lazy initialization: per method and bound k,
# the test cases (all paths, no suite reduction) and time without aliasing (N1), with aliasing
# (N2), and with aliasing under heap assumptions (acyclic and unshared links, two lists never
# aliased). The heap solver's column (issue 13) joins when `--heap solver` exists.
#
# usage: bench/heap.sh [BUILD_DIR] [K...]   (default build, k = 2 3)
set -u
build=${1:-build}
shift $(( $# < 1 ? $# : 1 ))
ks=${*:-2 3}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
# A doubly linked list is cyclic through next and prev together, never through one of them.
assume=(--assume 'acyclic(TreeNode.left, TreeNode.right)' --assume 'acyclic(Node.next)'
        --assume 'acyclic(DNode.next)' --assume 'acyclic(DNode.prev)'
        --assume 'unshared(TreeNode.left, TreeNode.right)' --assume 'unshared(Node.next)'
        --assume 'unshared(DNode.next)' --assume 'unshared(DNode.prev)'
        --assume 'noalias(List, List)')
methods="List.remAll BinarySearchTree.insert BinarySearchTree.remove DoublyLinkedList LinkedBag"
printf '%-26s %2s  %14s  %14s  %14s  %s\n' method k "N1 (no alias)" "N2 (aliasing)" "assumptions" "aliases removed"
run() {  # prints "tests time" of one configuration
  local start out secs
  start=$(date +%s.%N)
  out=$("$symtest" gen -q --cp "$classes" "$@" --criterion all-paths --keep-all --time-limit 600 2>/dev/null)
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  printf '%s %.2f' "$(grep -Eo '^[0-9]+ methods?, [0-9]+ test cases' <<<"$out" | grep -Eo '[0-9]+ test' | grep -Eo '[0-9]+')" "$secs"
}
for m in $methods; do
  for k in $ks; do
    read -r t1 s1 <<<"$(run "$m" -k "$k" --aliasing off)"
    read -r t2 s2 <<<"$(run "$m" -k "$k")"
    read -r t3 s3 <<<"$(run "$m" -k "$k" "${assume[@]}")"
    r=$("$symtest" gen -q --cp "$classes" "$m" -k "$k" --criterion all-paths --keep-all "${assume[@]}" 2>/dev/null |
        grep -Eo '[0-9]+ aliases removed' | awk '{n += $1} END {print n + 0}')
    printf '%-26s %2s  %6s %6.2fs  %6s %6.2fs  %6s %6.2fs  %s\n' "$m" "$k" "$t1" "$s1" "$t2" "$s2" "$t3" "$s3" "$r"
  done
done
