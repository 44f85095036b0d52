#!/usr/bin/env bash
# Test-case generators in SWI-Prolog: symtest gen --generator on integer examples
# (all paths, every test case kept); then swipl loads each generator and (1) for every test
# case symtest reports, the clause of that number, given symtest's inputs, succeeds with
# symtest's outcome (its result, or its exception); (2) main/0 ends, with one line per clause,
# within its inference budgets, even through xor, and, or and shifts over wrapped sums
# (Overflow, Shifts); (3) the inputs it labels take the clause's path; (4) every clause is
# labeled but the one no labeling finds within budget (Fingerprints.matches: one key in 2^32),
# printed undecided. Exit 77 (skipped) when swipl is missing.
#   generator_test.sh SYMTEST CLASSES WORK
set -u
symtest=$1 classes=$2 work=$3
here=$(cd "$(dirname "$0")" && pwd)
command -v swipl >/dev/null || { echo "generator test: swipl is not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
for subject in Arith DivRem Shifts Conversions Overflow Fingerprints; do
  name=${subject//./-}
  "$symtest" gen -q --cp "$classes" "$subject" --criterion all-paths --keep-all -k 2 \
    --generator "$work/$name.pl" --json "$work/$name.json" >"$work/$name.out" 2>&1
  rc=$?
  [[ $rc == 0 || $rc == 3 ]] || { fail "$subject: gen exit $rc"; cat "$work/$name.out"; continue; }
  python3 "$here/generator_checks.py" "$work/$name.json" >"$work/$name-checks.pl" ||
    { fail "$subject: no checks"; continue; }
  out=$(swipl -q -g "consult('$work/$name.pl'), consult('$work/$name-checks.pl'), run_checks, check_labels" -t halt 2>&1)
  [[ $? == 0 && $out == *"checks passed"* && $out == *"labels agree"* ]] || fail "$subject: $out"
  # The timeout only keeps a broken budget from hanging the suite: the budgets count
  # inferences, and main ends in seconds on every subject here.
  labeled=$(timeout 600 swipl -q -g main -t halt "$work/$name.pl" 2>&1) || fail "$subject: main/0 failed or did not end"
  clauses=$(grep -c '^test_case(' "$work/$name.pl")
  lines=$(grep -c " \[" <<<"$labeled")
  undecided=$(grep -c " undecided(" <<<"$labeled")
  expected_undecided=0
  [[ $subject == Fingerprints ]] && expected_undecided=1
  [[ $clauses -gt 0 && $lines == $((clauses - expected_undecided)) && $undecided == "$expected_undecided" ]] ||
    fail "$subject: main/0 labeled $lines and left $undecided undecided of $clauses clauses: $labeled"
  [[ $subject == Fingerprints && $labeled != *"Fingerprints.matches(I)Z 2 undecided("* ]] &&
    fail "$subject: the one key in 2^32 should be undecided: $labeled"
done
[[ $failures == 0 ]] && echo "generators: every clause agrees with symtest's test case, and main/0 labels every clause within its budgets or says it is undecided"
exit $((failures > 0))
