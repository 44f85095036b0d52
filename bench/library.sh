#!/usr/bin/env bash
# The JDK calls everyday code makes (issue: models for what public code uses): per library
# subject (examples/library), the calls that were neither analysed nor modelled (distinct
# methods / times met), test cases, instruction and branch coverage and time of `gen -k 2`,
# before and after: "before" runs the same binary with another models jar (say one built from
# an earlier commit), "after" with the build's own. Then the unhandled calls that remain,
# by method.
#
# usage: bench/library.sh [BUILD_DIR] [BEFORE_MODELS_JAR]
#        SUBJECTS="Dice Permissions" bench/library.sh build /tmp/models-before.jar
set -u
build=${1:-build}
before=${2:-}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/library-classes
subjects=${SUBJECTS:-$(cd "$classes" && ls *.class | grep -v '\$' | sed 's/\.class$//' | tr '\n' ' ')}
work=$(mktemp -d "${TMPDIR:-/tmp}/symtest-bench-library.XXXXXX")
trap 'rm -rf "$work"' EXIT

# run NAME SUBJECT [MODELS]: gen -k 2 into $work/NAME-SUBJECT.json; prints the seconds.
run() {
  local start end
  start=$(date +%s.%N)
  if [[ -n ${3:-} ]]; then
    SYMTEST_MODELS=$3 "$symtest" gen -q --cp "$classes" "$2" -k 2 --time-limit 300 \
      --json "$work/$1-$2.json" >/dev/null 2>&1
  else
    "$symtest" gen -q --cp "$classes" "$2" -k 2 --time-limit 300 \
      --json "$work/$1-$2.json" >/dev/null 2>&1
  fi
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

# summary FILE: "unhandled tests instr branches", unhandled = distinct calls/times met, where
# code symtest cannot translate (a JDK class without a model) counts as one call per method.
summary() {
  python3 - "$1" <<'PY'
import json, sys
try:
    d = json.load(open(sys.argv[1]))
except Exception:
    print("- - - -"); sys.exit()
calls = {c["method"]: c["count"] for c in d.get("unhandledCalls", [])}
marker = "cannot translate: "
for m in d["methods"]:
    note = m.get("note", "")
    if marker in note:
        what = note.split(marker, 1)[1].split(":")[0]
        calls[what] = calls.get(what, 0) + 1
tests = sum(len(m.get("testCases", [])) for m in d["methods"])
ci = sum(m["instructions"]["covered"] for m in d["classCoverage"])
ti = sum(m["instructions"]["total"] for m in d["classCoverage"])
cb = sum(m["branches"]["covered"] for m in d["classCoverage"])
tb = sum(m["branches"]["total"] for m in d["classCoverage"])
print(f"{len(calls)}/{sum(calls.values())} {tests} {ci}/{ti} {cb}/{tb}")
PY
}

printf '%-12s | %-9s %5s %9s %7s %7s | %-9s %5s %9s %7s %7s\n' subject \
  unhandled tests instr branch time unhandled tests instr branch time
for s in $subjects; do
  if [[ -n $before ]]; then
    tb=$(run before "$s" "$before")
    read -r ub nb ib bb <<<"$(summary "$work/before-$s.json")"
  else
    tb=0 ub=- nb=- ib=- bb=-
  fi
  ta=$(run after "$s")
  read -r ua na ia ba <<<"$(summary "$work/after-$s.json")"
  printf '%-12s | %-9s %5s %9s %7s %6.1fs | %-9s %5s %9s %7s %6.1fs\n' "$s" "$ub" "$nb" "$ib" \
    "$bb" "$tb" "$ua" "$na" "$ia" "$ba" "$ta"
done
echo
echo "unhandled calls after (method: times met, summed over the subjects):"
python3 - "$work"/after-*.json <<'PY'
import json, sys, collections
total = collections.Counter()
marker = "cannot translate: "
for f in sys.argv[1:]:
    try:
        d = json.load(open(f))
    except Exception:
        continue
    for c in d.get("unhandledCalls", []):
        total[c["method"]] += c["count"]
    for m in d["methods"]:
        note = m.get("note", "")
        if marker in note:
            total[note.split(marker, 1)[1]] += 1
for m, n in sorted(total.items(), key=lambda x: (-x[1], x[0])):
    print(f"  {m}: {n}")
PY
