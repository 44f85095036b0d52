#!/usr/bin/env bash
# Compositional generation gives the test cases of unfolding: every subject is generated with
# --compositional off and on (the second time from a summary store filled by a first
# compositional run, and a third time loading the results that run stored). MODE `exact` explores all paths and keeps every test case: the JSON
# reports must agree on every method's status, test cases (their path conditions, outcomes and
# goals) and coverage; concrete values may differ. MODE `coverage` uses the default criterion
# (branch coverage, goal-guided, suite reduction): the guide prunes inside an unfolded callee
# but not inside a composed one, so the reduced suites may keep other paths, of the same
# coverage, which must agree.
# Usage: compose_equivalence.sh SYMTEST CLASSES_DIR WORK_DIR K MODE CLASS...
set -u
symtest=$1 classes=$2 work=$3 k=$4 mode=$5
shift 5
# The modes do different work (a composed call runs no rules, a summary store answers without
# the solver): the work budget and the stall cut would cut them at different points, so neither
# cuts here.
criterion=(--max-work 4000M --stall 0)
[[ $mode == exact ]] && criterion+=(--criterion all-paths --keep-all)
rm -rf "$work" && mkdir -p "$work"
failed=0 compared=0 composed=0

# What must agree: statuses, path conditions, outcomes, goals and coverage figures. A test case
# whose path ran a JDK call on the JVM (a non-empty "jdk" annotation) fixed the call's inputs to
# values of the solver's model, which differ between modes as other concrete values do: the
# numbers of its equalities are not compared, the constraints themselves are.
normalize() {
  awk '
    function flush(   i, text) {
      for (i = 0; i < n; ++i) {
        text = buf[i]
        if (pinned && inList[i]) gsub(/== -?[0-9]+(\.[0-9]+)?/, "== #", text)
        print text
      }
      n = 0; pinned = 0
    }
    function keep(text, constraint) { buf[n] = text; inList[n++] = constraint }
    /^  "summaries": \{/ {skip = 1; next}
    skip && /^  \}/ {skip = 0; next}
    skip {next}
    /"assumptions":/ {flush()}
    /"jdk": \{$/ {pinned = 1}
    exact && /"(constraints|goals)": \[$/ {list = 1; keep($0, 0); next}
    list && /^ *\]/ {list = 0; keep($0, 0); next}
    list {keep($0, 1); next}
    exact && /"(kind|type)":/ {keep($0, 0)}
    /"(status|covered|total|method|class|descriptor)":/ {keep($0, 0)}
    END {flush()}
  ' exact="$([[ $mode == exact ]] && echo 1 || echo 0)" "$1" |
    # Reduced suites may keep their test cases in another order (a receiver built through a
    # composed constructor meets the cases in the summary's order): compared as a multiset.
    if [[ $mode == coverage ]]; then sort; else cat; fi
}

for cls in "$@"; do
  "$symtest" gen -q --cp "$classes" "$cls" -k "$k" "${criterion[@]}" --compositional off --json "$work/$cls.off.json" \
    >/dev/null 2>"$work/$cls.off.err"
  off=$?
  "$symtest" gen -q --cp "$classes" "$cls" -k "$k" "${criterion[@]}" --summaries "$work/store" \
    --json "$work/$cls.fill.json" >/dev/null 2>"$work/$cls.fill.err"
  fill=$?
  if grep -qE '"(computed|reused)": [1-9]' "$work/$cls.fill.json"; then
    "$symtest" gen -q --cp "$classes" "$cls" -k "$k" "${criterion[@]}" --summaries "$work/store" \
      --reuse-results off --json "$work/$cls.on.json" >/dev/null 2>"$work/$cls.on.err"
    on=$?
  else
    # No summary computed or reused: the filling run was the compositional run already.
    cp "$work/$cls.fill.json" "$work/$cls.on.json"
    on=$fill
  fi
  # The results the filling run stored, loaded instead of explored.
  "$symtest" gen -q --cp "$classes" "$cls" -k "$k" "${criterion[@]}" --summaries "$work/store" \
    --json "$work/$cls.loaded.json" >/dev/null 2>"$work/$cls.loaded.err"
  compared=$((compared + 1))
  if [[ $off -ne $on ]]; then
    failed=$((failed + 1)); echo "FAIL $cls: exit $off without summaries, $on with"; continue
  fi
  if ! diff <(normalize "$work/$cls.off.json") <(normalize "$work/$cls.on.json") >"$work/$cls.diff"; then
    failed=$((failed + 1)); echo "FAIL $cls: the test cases ($mode) differ"; head -20 "$work/$cls.diff"; continue
  fi
  if ! diff <(normalize "$work/$cls.off.json") <(normalize "$work/$cls.loaded.json") >"$work/$cls.loaded.diff"; then
    failed=$((failed + 1)); echo "FAIL $cls: the stored results differ"; head -20 "$work/$cls.loaded.diff"; continue
  fi
  if grep -q '"computed": [1-9]' "$work/$cls.fill.json"; then
    if grep -q '"computed": [1-9]' "$work/$cls.on.json"; then
      failed=$((failed + 1)); echo "FAIL $cls: the second run recomputed summaries"; continue
    fi
    grep -q '"reused": [1-9]' "$work/$cls.on.json" && composed=$((composed + 1))
  fi
done
echo "compose equivalence ($mode) at k=$k: $compared subjects compared, $composed composed summaries, $failed failed"
# The comparison means something only if summaries were composed somewhere.
[[ $composed -gt 0 ]] || { echo "FAIL: no subject composed a summary"; exit 1; }
[[ $failed -eq 0 ]]
