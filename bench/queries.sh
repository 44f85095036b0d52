#!/usr/bin/env bash
# The query corpus (issue 38): every solver call of the example subjects, dumped with the Z3
# resource units (rlimit) it used and its time, and the distribution that the default query
# budget is calibrated on.
#   bench/queries.sh [BUILD_DIR] [BUDGET] [CONFIG...]
# Each CONFIG is a set of gen options run over every example class ("-k 1", "-k 2
# --criterion all-paths --keep-all", ...). BUDGET (default 400M) is the budget of the corpus
# run itself: queries that do not finish within it are counted as undecided.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh
build=${1:-build}
budget=${2:-400M}
shift 2 2>/dev/null || shift $#
bench_tools "$build" examples/classes
configs=("$@")
if [ ${#configs[@]} -eq 0 ]; then
  configs=("-k 1" "-k 2" "-k 3" "-k 2 --criterion all-paths --keep-all")
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
subjects=$(cd "$classes" && ls ./*.class | sed 's|^\./||; s|\.class$||' | grep -v '\$')
n=0
for config in "${configs[@]}"; do
  n=$((n + 1))
  for s in $subjects; do
    # shellcheck disable=SC2086
    "$symtest" gen -q --cp "$classes" "$s" $config --query-budget "$budget" --time-limit 0 \
      --dump-queries "$work/$n-$s" >/dev/null 2>&1 || true
  done
done
# One line per query: answer, units, milliseconds, budget. Queries with a smaller budget than
# the run's (readable-model rounds) are optional work and left out.
find "$work" -name 'query-*.smt2' -exec head -qn1 {} + |
  awk '{b = $13; sub(/\)/, "", b); print $5, $7, $10, b}' >"$work/all.txt"
max=$(awk '{if ($4 > m) m = $4} END {print m}' "$work/all.txt")
awk -v max="$max" '$4 >= max / 4' "$work/all.txt" >"$work/corpus.txt"
awk -v budget="$budget" '
  function pct(p,   i) { i = int(p * (d - 1) + 0.5) + 1; return units[i] }
  { total++ }
  $1 == "unknown" { undecided++; next }
  { d++; units[d] = $2; ms[d] = $3; if ($3 < 500 && $2 > fast) fast = $2 }
  END {
    n = asort(units)
    printf "queries %d, decided %d, undecided within %s units %d\n", total, d, budget, undecided
    printf "resource units of decided queries: median %d, 99th %d, 99.9th %d, max %d\n",
      pct(0.5), pct(0.99), pct(0.999), units[n]
    printf "largest among those that took under 500 ms here: %d\n", fast
  }' "$work/corpus.txt"
if [ -n "${QUERIES_KEEP:-}" ]; then cp "$work/corpus.txt" "$QUERIES_KEEP"; fi
