#!/usr/bin/env bash
# Error detection finds what a full run finds: every subject is generated exploring all paths
# once keeping every test case and once with --errors-only; the second run's test cases must
# be exactly the first run's test cases that throw (per method: path conditions, exception
# classes), with every summary composed (--compositional on) in both runs.
# Usage: errors_equivalence.sh SYMTEST CLASSES_DIR WORK_DIR K CLASS...
set -u
symtest=$1 classes=$2 work=$3 k=$4
shift 4
rm -rf "$work" && mkdir -p "$work"
failed=0 compared=0 errors=0 dropped=0

# One line per test case that throws: the method's signature, its path condition and the
# exception class.
throwing() {
  awk '
    /^      "signature":/ {sig = $0}
    /^          "constraints": \[/ {inlist = 1; cond = ""; next}
    inlist && /^          \]/ {inlist = 0; next}
    inlist {cond = cond $0; next}
    /^          "result": \{/ {inres = 1; res = ""; next}
    inres && /^          \}/ {inres = 0; if (res ~ /"exception"/) print sig " | " cond " | " res; next}
    inres {res = res $0}
  ' "$1"
}

for cls in "$@"; do
  # A generous solver budget: which queries reach the solver differs between the runs (a full
  # run has more models cached), and no branch may be decided by the budget.
  # Nor may the work budget decide one (it counts those queries).
  common=(gen -q --cp "$classes" "$cls" -k "$k" --criterion all-paths --keep-all --compositional on
          --max-work 4000M)
  "$symtest" "${common[@]}" --json "$work/$cls.all.json" >/dev/null 2>"$work/$cls.all.err"
  all=$?
  "$symtest" "${common[@]}" --errors-only --json "$work/$cls.err.json" >/dev/null 2>"$work/$cls.err.err"
  err=$?
  compared=$((compared + 1))
  if [[ $all -ne $err ]]; then
    failed=$((failed + 1)); echo "FAIL $cls: exit $all keeping every path, $err with --errors-only"; continue
  fi
  throwing "$work/$cls.all.json" >"$work/$cls.all.txt"
  throwing "$work/$cls.err.json" >"$work/$cls.err.txt"
  # Every test case of the error run throws.
  kept=$(grep -c '"number":' "$work/$cls.err.json")
  if [[ $kept -ne $(wc -l <"$work/$cls.err.txt") ]]; then
    failed=$((failed + 1)); echo "FAIL $cls: --errors-only kept a test case that does not throw"; continue
  fi
  if ! diff "$work/$cls.all.txt" "$work/$cls.err.txt" >"$work/$cls.diff"; then
    failed=$((failed + 1)); echo "FAIL $cls: the throwing test cases differ"; head -10 "$work/$cls.diff"; continue
  fi
  errors=$((errors + kept))
  n=$(grep -o '"normalPathsDropped": [0-9]*' "$work/$cls.err.json" | grep -o '[0-9]*$')
  dropped=$((dropped + ${n:-0}))
done
echo "errors-only equivalence at k=$k: $compared subjects, $errors throwing test cases found alike, $dropped normal paths dropped, $failed failed"
# Meaningful only if errors were found and normal paths left out somewhere.
[[ $errors -gt 0 && $dropped -gt 0 ]] || { echo "FAIL: nothing compared"; exit 1; }
[[ $failed -eq 0 ]]
