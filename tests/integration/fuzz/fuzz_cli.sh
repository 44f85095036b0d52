#!/usr/bin/env bash
# The CLI never exits 1 (symtest's own bug) for a feature it does not support or for bad input:
# every class of the bytecode corpus (javac output using every kind of bytecode), and mutants of
# each, must give exit 0, 2 or 3 and no "internal error".
# Usage: fuzz_cli.sh SYMTEST MUTATE CORPUS_CLASSES WORK [MUTANTS_PER_CLASS]
set -u
symtest=$1 mutate=$2 corpus=$3 work=$4 mutants=${5:-20}
rm -rf "$work" && mkdir -p "$work"
runs=0 bad=0
run() {  # run NAME ARGS...: one symtest run, judged by its exit code and output
  local name=$1
  shift
  local out code
  out=$(timeout 120 "$symtest" "$@" 2>&1)
  code=$?
  runs=$((runs + 1))
  if [[ $code -ne 0 && $code -ne 2 && $code -ne 3 ]] || grep -q "internal error" <<<"$out"; then
    bad=$((bad + 1))
    echo "FAIL $name: exit $code"
    grep -m3 "error" <<<"$out" | sed 's/^/    /'
  fi
}
mapfile -t classes < <(cd "$corpus" && find . -name '*.class' | sed 's|^\./||; s|\.class$||' | sort)
for c in "${classes[@]}"; do
  run "gen $c" gen -q --cp "$corpus" "$c" -k 1 --max-steps 200000 --time-limit 60
  run "clp $c" clp --cp "$corpus" "$c"
done
for c in "${classes[@]}"; do
  for ((seed = 1; seed <= mutants; seed++)); do
    dir="$work/m"
    rm -rf "$dir" && cp -r "$corpus" "$dir"
    "$mutate" "$seed" "$corpus/$c.class" "$dir/$c.class" || continue
    run "gen $c mutant $seed" gen -q --cp "$dir" "$c" -k 1 --max-steps 100000 --time-limit 60
  done
done
echo "fuzz: $runs runs, $bad with exit 1 or an internal error"
[[ $bad -eq 0 ]]
