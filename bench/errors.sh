#!/usr/bin/env bash
# Error detection (thesis Sec. 3.3.8, Table 3.8's configurations): per subject and bound, every
# path explored with no suite reduction, compositional in all three runs: the full run (N
# test cases, E of them throwing, time), `--errors-only` (the same E throwing test cases, no
# test case built for the others), and `--error-summaries all` (every analysed method's
# summary keeps only its throwing cases: a call either throws or is cut, so only the errors
# raised inside callees, or before a call returns, are sought). Times are the generation time
# the run reports.
#
# usage: bench/errors.sh [BUILD_DIR] [K...]   (default build, k = 2 3)
#        SUBJECTS="CheckDigits LinkedBag" bench/errors.sh build 3
set -u
build=${1:-build}
shift $(( $# < 1 ? $# : 1 ))
ks=${*:-2 3}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
subjects=${SUBJECTS:-CheckDigits TextFormatter Settlement LinkedBag Rational Money IntParser}

run() {  # prints "tests throwing seconds"
  local out
  out=$("$symtest" gen -q --cp "$classes" "$@" --criterion all-paths --keep-all --compositional on \
        --time-limit 600 2>/dev/null)
  printf '%s %s %.2f' \
    "$(grep -Eo '^[0-9]+ methods?, [0-9]+ test cases' <<<"$out" | grep -Eo '[0-9]+ test' | grep -Eo '[0-9]+')" \
    "$(grep -Ec '^ +[0-9]+ .* throws ' <<<"$out")" \
    "$(grep -Eo 'total [0-9.]+ s' <<<"$out" | tail -1 | grep -Eo '[0-9.]+')"
}

printf '%-14s %2s | %6s %6s %7s | %6s %7s %7s | %6s %7s %7s\n' subject k N E time E time speedup E time speedup
for s in $subjects; do
  for k in $ks; do
    read -r n1 e1 t1 <<<"$(run "$s" -k "$k")"
    read -r _ e2 t2 <<<"$(run "$s" -k "$k" --errors-only)"
    read -r _ e3 t3 <<<"$(run "$s" -k "$k" --error-summaries all)"
    printf '%-14s %2s | %6s %6s %6.2fs | %6s %6.2fs %6sx | %6s %6.2fs %6sx\n' "$s" "$k" "$n1" "$e1" "$t1" \
      "$e2" "$t2" "$(echo "scale=1; $t1 / $t2" | bc)" "$e3" "$t3" "$(echo "scale=1; $t1 / $t3" | bc)"
  done
done
