#!/usr/bin/env bash
# Same input, same output (issue 38): symtest gen over the example subjects, once on a quiet
# machine and once beside busy processes that take every core one and a half times over, must write
# byte-identical JUnit files and the same JSON but for its timing fields; the same for seq.
# JDK calls run on the JVM beside the run are covered too: DETERMINISM_JDK_CLASSES (a class
# directory) and DETERMINISM_JDK_SUBJECTS (its classes) name a subject that makes them.
# Usage: determinism.sh SYMTEST EXAMPLES_CLASSES SEQUENCE_CLASSES WORK -- GEN_CLASS... -- SEQ_CLASS...
set -u
symtest=$1 examples=$2 sequences=$3 work=$4
shift 4
[[ ${1-} == -- ]] && shift
gen_classes=() seq_classes=()
while [[ $# -gt 0 && $1 != -- ]]; do gen_classes+=("$1"); shift; done
[[ ${1-} == -- ]] && shift
seq_classes=("$@")
rm -rf "$work" && mkdir -p "$work"

busy_pids=()
start_busy() {
  local n=$1
  for ((i = 0; i < n; i++)); do
    (while :; do :; done) &
    busy_pids+=($!)
  done
}
stop_busy() {
  for pid in "${busy_pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${busy_pids[@]}"; do wait "$pid" 2>/dev/null; done
  busy_pids=()
}
trap stop_busy EXIT

# run NAME: both commands, outputs under WORK/NAME.
run() {
  local out=$work/$1
  mkdir -p "$out"
  "$symtest" gen -q --cp "$examples" -k 2 "${gen_classes[@]}" --json "$out/gen.json" \
    --junit "$out/gen" >"$out/gen.txt" 2>&1
  echo $? >"$out/gen.exit"
  # JDK calls run on the JVM beside the run: their answers, and so the tests, are the same.
  if [[ -n ${DETERMINISM_JDK_CLASSES:-} ]]; then
    "$symtest" gen -q --cp "$DETERMINISM_JDK_CLASSES" -k 2 $DETERMINISM_JDK_SUBJECTS \
      --json "$out/jdk.json" --junit "$out/jdk" >"$out/jdk.txt" 2>&1
    echo $? >"$out/jdk.exit"
  fi
  "$symtest" seq -q --cp "$sequences" --length 2 "${seq_classes[@]}" --json "$out/seq.json" \
    --junit "$out/seq" >"$out/seq.txt" 2>&1
  echo $? >"$out/seq.exit"
}

# Timing fields are the only ones allowed to differ; the table's times too.
untimed() {
  sed -E '/"(seconds|solverSeconds)": /d' "$1"
}
table() {
  sed -E 's/, [0-9]+\.[0-9]+ s( |$)/\1/; s/\([0-9]+\.[0-9]+ s\)//; s/total [0-9]+\.[0-9]+ s//; s/[0-9]+\.[0-9]+ s$//' "$1"
}

run quiet
start_busy "${DETERMINISM_BUSY:-3}"
run busy
stop_busy

failed=0
commands=(gen seq)
if [[ -n ${DETERMINISM_JDK_CLASSES:-} ]]; then
  commands+=(jdk)
  if ! grep -q "ran on the JVM" "$work/quiet/jdk.txt"; then
    echo "FAIL jdk: no call ran on the JVM"; failed=1
  fi
fi
for cmd in "${commands[@]}"; do
  if ! cmp -s "$work/quiet/$cmd.exit" "$work/busy/$cmd.exit"; then
    echo "FAIL $cmd: exit $(cat "$work/quiet/$cmd.exit") quiet, $(cat "$work/busy/$cmd.exit") busy"
    failed=1
  fi
  if ! diff <(untimed "$work/quiet/$cmd.json") <(untimed "$work/busy/$cmd.json") >"$work/$cmd.json.diff"; then
    echo "FAIL $cmd: the JSON differs under load:"; head -20 "$work/$cmd.json.diff"; failed=1
  fi
  if ! diff -r "$work/quiet/$cmd" "$work/busy/$cmd" >"$work/$cmd.junit.diff"; then
    echo "FAIL $cmd: the JUnit files differ under load:"; head -20 "$work/$cmd.junit.diff"; failed=1
  fi
  if ! diff <(table "$work/quiet/$cmd.txt") <(table "$work/busy/$cmd.txt") >"$work/$cmd.table.diff"; then
    echo "FAIL $cmd: the table differs under load:"; head -20 "$work/$cmd.table.diff"; failed=1
  fi
done
tests=$(grep -c '@Test' -r "$work/quiet/gen" "$work/quiet/seq" | awk -F: '{s += $2} END {print s}')
if [[ ${tests:-0} -eq 0 ]]; then echo "FAIL: no tests were written"; failed=1; fi
echo "determinism: ${#gen_classes[@]} gen and ${#seq_classes[@]} seq classes, $tests tests, $([[ $failed -eq 0 ]] && echo identical || echo DIFFERENT) under load"
exit $failed
