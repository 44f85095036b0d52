#!/usr/bin/env bash
# Prints the benchmark table for the example subjects (default k=1,2,3; options such as
# -k 2 or --solver both are passed on). Assumes a build in build/ (scripts/build.sh).
#   bench/run.sh [--suite integer|heap|library|float|all] [symtest-bench options]
# The suites are those bench/README.md reports: integer programs, heap-manipulating
# programs, programs over the JDK models, and floating-point programs. Without --suite: every
# example class.
set -euo pipefail
cd "$(dirname "$0")/.."
suite=''
if [ "${1-}" = --suite ]; then
  suite=${2:?--suite needs integer, heap, library, float or all}
  shift 2
fi
integer="Arith Chain Conversions DivRem Loops LongOps Overflow PaperLcm Recursion Shifts Switches"
heap="ArrayStack BinarySearchTree DoublyLinkedList HeapPriorityQueue List NodeQueue NodeStack
      SinglyLinkedList SortedIntList Rational Vector Shapes Polygon"
library="Boxes LibUse Words Labels IntParser TextFormatter Workflow CharKinds SquareCache ListStack
         ListTools ArrayCopies Printer Registry Escapes LinkedBag"
float="FloatKinds NumericCasts NanOrder Stats Geometry Money BitViews"
case "$suite" in
  integer) subjects=$integer ;;
  heap) subjects=$heap ;;
  library) subjects=$library ;;
  float) subjects=$float ;;
  all | '') subjects=$(cd build/examples/classes && ls ./*.class | sed 's|^\./||; s|\.class$||' | grep -v '\$' | tr '\n' ' ') ;;
  *) echo "bench/run.sh: unknown suite '$suite' (integer, heap, library, float, all)" >&2; exit 2 ;;
esac
# shellcheck disable=SC2086
./build/bench/symtest-bench --cp build/examples/classes "$@" $subjects
