#!/usr/bin/env bash
# The CLP-translated program in SWI-Prolog: symtest clp --prolog on the integer examples and on
# examples whose static methods over numbers create objects and arrays, run
# by swipl (its main lists the test cases by Prolog's own resolution and labeling), compared
# with symtest gen --criterion all-paths --keep-all at the same k (clp_prolog_checks.pl says
# how). Exit 77 (skipped) when swipl is missing.
#   clp_prolog_test.sh SYMTEST CLASSES WORK [SUBJECT...]
set -u
symtest=$1 classes=$2 work=$3
shift 3
subjects=("$@")
# Integer examples: every method but the private constructor must be listed. The others mix
# in methods over objects, which the program does not list (it says why).
integers=" Arith PaperLcm DivRem Conversions Overflow LongOps Switches Loops Recursion Shifts "
[[ ${#subjects[@]} -gt 0 ]] ||
  subjects=($integers Chain CheckDigits Escapes Filters IntParser LibUse Settlement Shapes)
here=$(cd "$(dirname "$0")" && pwd)
command -v swipl >/dev/null || { echo "clp --prolog test: swipl is not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
k=2
for subject in "${subjects[@]}"; do
  w=$work/$subject
  "$symtest" gen -q --cp "$classes" "$subject" --criterion all-paths --keep-all -k $k \
    --generator "$w-gen.pl" --json "$w.json" >"$w-gen.out" 2>&1
  rc=$?
  [[ $rc == 0 ]] || { fail "$subject: gen exit $rc"; cat "$w-gen.out"; continue; }
  "$symtest" clp --cp "$classes" "$subject" -k $k --prolog "$w-clp.pl" 2>"$w-clp.err" ||
    { fail "$subject: clp --prolog exit $?"; cat "$w-clp.err"; continue; }
  if [[ $integers == *" $subject "* ]] && grep "not listed" "$w-clp.err" | grep -qv "<init>"; then
    fail "$subject: $(grep 'not listed' "$w-clp.err")"
  fi
  timeout 600 swipl -g main -t halt "$w-clp.pl" >"$w-clp.out" 2>"$w-main.err" ||
    { fail "$subject: main of the program failed"; cat "$w-main.err"; continue; }
  python3 "$here/clp_prolog_facts.py" "$w.json" >"$w-facts.pl" || { fail "$subject: no facts"; continue; }
  out=$(timeout 600 swipl -q -g "style_check(-discontiguous), clp:consult('$w-clp.pl'), gen:consult('$w-gen.pl'), lines:consult('$w-clp.out'), consult('$w-facts.pl'), consult('$here/clp_prolog_checks.pl'), check_all" -t halt 2>&1)
  rc=$?
  echo "$subject: $out" | tail -5
  [[ $rc == 0 && $out == *"the same as symtest's"* ]] || fail "$subject"
done
[[ $failures == 0 ]] && echo "clp --prolog: every exported program lists exactly symtest's test cases"
exit $((failures > 0))
