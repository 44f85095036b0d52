#!/usr/bin/env bash
# Thesis Table 3.5's columns for compositional generation: per subject and bound (block-k),
# the non-compositional run (gen --compositional off) and the compositional one (on), each
# exploring all paths without suite reduction: test cases N, unfolding steps US (the
# explorations' and the summaries'), summaries generated SG, compositions SC (summary cases
# applied at calls), time, branch coverage of the classes (what JaCoCo would measure), and
# the speedup. The last columns time second compositional runs over the store the first one
# filled (gen --summaries DIR): one that loads the summaries but explores the methods under
# test again (--reuse-results off), and one that also loads their stored results.
#
# usage: bench/compositional.sh [BUILD_DIR] [K...]   (default build, k = 2 3)
#        SUBJECTS="CheckDigits Arith" bench/compositional.sh build 2
set -u
build=${1:-build}
shift $(( $# < 1 ? $# : 1 ))
ks=${*:-2 3}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
subjects=${SUBJECTS:-CheckDigits Arith Recursion PaperLcm TextFormatter Settlement Registry LinkedBag}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run NAME ARGS...: prints "N US SG SC seconds branches" of one configuration.
run() {
  local name=$1 start secs out json=$work/$1.json
  shift
  start=$(date +%s.%N)
  out=$("$symtest" gen -q --cp "$classes" "$@" --criterion all-paths --keep-all --time-limit 600 \
        --json "$json" 2>/dev/null)
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  local n us sg sc cov
  n=$(grep -Eo '^[0-9]+ methods?, [0-9]+ test cases' <<<"$out" | grep -Eo '[0-9]+ test' | grep -Eo '[0-9]+')
  us=$(grep -Eo '"unfoldings": [0-9]+' "$json" | awk '{s += $2} END {print s + 0}')
  sg=$(grep -Eo '"computed": [0-9]+' "$json" | awk '{s += $2} END {print s + 0}')
  sc=$(grep -Eo '"reused": [0-9]+' "$json" | awk '{s += $2} END {print s + 0}')
  # Branches of the classes' methods, as the whole suite covers them (classCoverage).
  cov=$(awk '/"classCoverage"/ {on = 1} /"criterion"/ {on = 0}
             on && /"branches"/ {b = 1} on && /"instructions"/ {b = 0}
             on && b && /"covered"/ {gsub(/[^0-9]/, ""); c += $0}
             on && b && /"total"/ {gsub(/[^0-9]/, ""); t += $0}
             END {printf "%d/%d", c, t}' "$json")
  printf '%s %s %s %s %.2f %s' "${n:-?}" "$us" "$sg" "$sc" "$secs" "$cov"
}

printf '%-14s %2s | %6s %8s %6s %9s | %6s %8s %4s %6s %6s %9s | %7s | %s | %s\n' subject k N US time branches \
  N US SG SC time branches speedup "reload summaries" "reload results"
for s in $subjects; do
  for k in $ks; do
    read -r n1 us1 _ _ t1 c1 <<<"$(run off "$s" -k "$k" --compositional off)"
    rm -rf "$work/store"
    read -r n2 us2 sg2 sc2 t2 c2 <<<"$(run on "$s" -k "$k" --compositional on --summaries "$work/store")"
    read -r _ _ _ _ t3 _ <<<"$(run again "$s" -k "$k" --compositional on --summaries "$work/store" --reuse-results off)"
    read -r _ _ _ _ t4 _ <<<"$(run again "$s" -k "$k" --compositional on --summaries "$work/store")"
    speed=$(echo "scale=2; $t1 / $t2" | bc)
    printf '%-14s %2s | %6s %8s %5.2fs %9s | %6s %8s %4s %6s %5.2fs %9s | %6sx | %5.2fs | %5.2fs (%sx)\n' "$s" "$k" \
      "$n1" "$us1" "$t1" "$c1" "$n2" "$us2" "$sg2" "$sc2" "$t2" "$c2" "$speed" "$t3" "$t4" \
      "$(echo "scale=1; $t2 / $t4" | bc)"
  done
done
