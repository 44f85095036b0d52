#!/usr/bin/env bash
# The heap solver covers what lazy initialization covers, with no more test cases (issue 13):
# every subject is generated exploring all paths, keeping every test case, with --heap lazy
# and --heap solver; per method the statuses and the instructions and branches covered must
# agree, and the solver's test cases must not outnumber lazy initialization's.
# Usage: heap_equivalence.sh SYMTEST CLASSES_DIR WORK_DIR K CLASS...
set -u
symtest=$1 classes=$2 work=$3 k=$4
shift 4
rm -rf "$work" && mkdir -p "$work"
failed=0 fewer=0 lazyTotal=0 solverTotal=0

# What must agree: the coverage of each method (the suite's, as JaCoCo would measure it) and
# each method's status.
agreed() {
  awk '
    /^  "classCoverage": \[/ {cov = 1}
    cov && /^  \]/ {cov = 0}
    cov && /"(covered|total|class|method|descriptor)":/ {print}
    /^      "status":/ {print}
  ' "$1"
}
count() { grep -Eo '[0-9]+ methods?, [0-9]+ test cases' "$1" | grep -Eo '[0-9]+ test' | grep -Eo '[0-9]+' || echo 0; }

for cls in "$@"; do
  for mode in lazy solver; do
    "$symtest" gen -q --cp "$classes" "$cls" -k "$k" --criterion all-paths --keep-all --heap "$mode" \
      --json "$work/$cls.$mode.json" >"$work/$cls.$mode.txt" 2>"$work/$cls.$mode.err"
    echo $? >"$work/$cls.$mode.exit"
  done
  if ! cmp -s "$work/$cls.lazy.exit" "$work/$cls.solver.exit"; then
    failed=$((failed + 1)); echo "FAIL $cls: exit $(cat "$work/$cls.lazy.exit") lazy, $(cat "$work/$cls.solver.exit") solver"
    cat "$work/$cls.solver.err" | head -5; continue
  fi
  if ! diff <(agreed "$work/$cls.lazy.json") <(agreed "$work/$cls.solver.json") >"$work/$cls.diff"; then
    failed=$((failed + 1)); echo "FAIL $cls: statuses or coverage differ"; head -10 "$work/$cls.diff"; continue
  fi
  nl=$(count "$work/$cls.lazy.txt") ns=$(count "$work/$cls.solver.txt")
  lazyTotal=$((lazyTotal + nl)) solverTotal=$((solverTotal + ns))
  if [[ $ns -gt $nl ]]; then
    failed=$((failed + 1)); echo "FAIL $cls: $ns test cases with the heap solver, $nl with lazy initialization"; continue
  fi
  [[ $ns -lt $nl ]] && { fewer=$((fewer + 1)); echo "ok   $cls: $nl -> $ns test cases"; }
done
echo "heap equivalence: $# subjects, $failed failed, $fewer with fewer test cases ($lazyTotal -> $solverTotal test cases)"
[[ $failed -eq 0 ]]
