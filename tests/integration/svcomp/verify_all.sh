#!/usr/bin/env bash
# `symtest verify` on every SV-COMP-style program in PROGRAMS (one directory each, with a
# Main.java whose first comment line says "expected: true" or "expected: false"). Every false
# program must be found (verdict false, confirmed on the JVM); no true program may be reported
# false. Prints the verdict table: found / missed / unknown / wrong, with times.
# Usage: verify_all.sh SYMTEST PROGRAMS VERIFIER_SOURCE_DIR WORK [TIME_LIMIT]
set -u
symtest=$1 programs=$2 verifier=$3 work=$4 limit=${5:-60}
rm -rf "$work" && mkdir -p "$work"
bad=0 found=0 missed=0 unknown=0 wrong=0 correct=0
printf '%-22s %-8s %-8s %7s  %s\n' program expected verdict seconds outcome
for dir in "$programs"/*/; do
  name=$(basename "$dir")
  expected=$(sed -n 's/.*expected: \(true\|false\).*/\1/p' "$dir/Main.java" | head -n 1)
  mkdir -p "$work/$name"
  if ! javac -g -nowarn -d "$work/$name" "$verifier"/org/sosy_lab/sv_benchmarks/Verifier.java \
       "$dir"/*.java >"$work/$name.javac.log" 2>&1; then
    echo "FAIL $name: javac failed"; bad=$((bad + 1)); continue
  fi
  start=$(date +%s%N)
  line=$("$symtest" verify -q --cp "$work/$name" Main --time-limit "$limit" 2>"$work/$name.log")
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  seconds=$(printf '%d.%02d' $((ms / 1000)) $((ms % 1000 / 10)))
  verdict=${line%%:*}
  if [[ $code -ne 0 ]]; then
    outcome="ERROR (exit $code)"; bad=$((bad + 1))
  elif [[ $expected == false && $verdict == false ]]; then
    outcome=found; found=$((found + 1))
  elif [[ $expected == false && $verdict == true ]]; then
    outcome="WRONG"; wrong=$((wrong + 1)); bad=$((bad + 1))
  elif [[ $expected == false ]]; then
    outcome="missed"; missed=$((missed + 1)); bad=$((bad + 1))
  elif [[ $verdict == false ]]; then
    outcome="WRONG"; wrong=$((wrong + 1)); bad=$((bad + 1))
  elif [[ $verdict == true ]]; then
    outcome=correct; correct=$((correct + 1))
  else
    outcome=unknown; unknown=$((unknown + 1))
  fi
  printf '%-22s %-8s %-8s %7s  %s\n' "$name" "$expected" "$verdict" "$seconds" "$outcome"
  [[ $outcome == found || $outcome == correct ]] || echo "    $line"
done
echo "verify: $found false found, $correct true proved, $missed missed, $unknown unknown, $wrong wrong"
[[ $bad -eq 0 ]]
