#!/usr/bin/env bash
# Test-case generators in SWI-Prolog: symtest gen --generator on integer examples
# (all paths, every test case kept); then swipl loads each generator and (1) for every test
# case symtest reports, the clause of that number, given symtest's inputs, succeeds with
# symtest's outcome (its result, or its exception); (2) labeling finds inputs for every clause
# (main/0), one line per test case, but for Shifts (see below). Exit 77 (skipped) when swipl
# is missing.
#   generator_test.sh SYMTEST CLASSES WORK
set -u
symtest=$1 classes=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
command -v swipl >/dev/null || { echo "generator test: swipl is not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
for subject in Arith DivRem Shifts Conversions; do
  name=${subject//./-}
  "$symtest" gen -q --cp "$classes" "$subject" --criterion all-paths --keep-all -k 2 \
    --generator "$work/$name.pl" --json "$work/$name.json" >"$work/$name.out" 2>&1
  rc=$?
  [[ $rc == 0 || $rc == 3 ]] || { fail "$subject: gen exit $rc"; cat "$work/$name.out"; continue; }
  python3 "$here/generator_checks.py" "$work/$name.json" >"$work/$name-checks.pl" ||
    { fail "$subject: no checks"; continue; }
  out=$(swipl -q -g "consult('$work/$name.pl'), consult('$work/$name-checks.pl'), run_checks" -t halt 2>&1)
  [[ $? == 0 && $out == *"checks passed"* ]] || fail "$subject: $out"
  # Labeling through bitwise operations and shifts is slow (CLP(FD) propagates little through
  # /\, \/, xor and shifts): Shifts is only checked against symtest's inputs.
  [[ $subject == Shifts ]] && continue
  labeled=$(timeout 300 swipl -q -g main -t halt "$work/$name.pl" 2>&1)
  clauses=$(grep -c '^test_case(' "$work/$name.pl")
  lines=$(grep -c " \[" <<<"$labeled")
  [[ $clauses -gt 0 && $lines == "$clauses" ]] ||
    fail "$subject: labeling gave $lines test cases for $clauses clauses: $labeled"
done
[[ $failures == 0 ]] && echo "generators: every clause agrees with symtest's test case and yields one by labeling"
exit $((failures > 0))
