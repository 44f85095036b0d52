#!/usr/bin/env bash
# Sharded project runs (issue 32): the examples as a project, and a larger generated one (the
# examples' default-package classes copied into COPIES packages), run by scripts/symtest-dask on
# a Dask cluster of this machine (a scheduler and two one-thread workers) in 1, 2 and 4 shards,
# beside a local `symtest project` at -j 1 and -j 2. Per run: wall seconds, CPU seconds of
# every process (workers' shards, driver, merge), the seconds until every shard's store was
# back (shipping included) and the merge's, tests, and whether the tests equal the local -j 1
# run's.
#
# usage: bench/shards.sh [BUILD_DIR] [COPIES]   (default build, 3; 0: the examples only)
set -u
build=${1:-build}
copies=${2:-3}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
symtest=$(realpath "$symtest") classes=$(realpath "$classes")
driver=$(cd "$(dirname "$0")/.." && pwd)/scripts/symtest-dask
python=/usr/bin/python3
"$python" -c 'import distributed' 2>/dev/null || { echo "needs python3-distributed" >&2; exit 2; }
work=${WORK:-$build/bench-shards}
rm -rf "$work" && mkdir -p "$work" && work=$(realpath "$work")
src=$(cd "$(dirname "$0")/../examples/src" && pwd)

# The larger project: every example without a package, COPIES times, in packages copy1.. .
big=$work/big-classes
mkdir -p "$work/big-src" "$big"
for c in $(seq 1 "$copies"); do
  mkdir -p "$work/big-src/copy$c"
  for f in "$src"/*.java; do
    grep -q '^package ' "$f" && continue
    { echo "package copy$c;"; cat "$f"; } >"$work/big-src/copy$c/$(basename "$f")"
  done
done
if [[ $copies -gt 0 ]]; then
  javac -g --release 17 -nowarn -d "$big" $(find "$work/big-src" -name '*.java') 2>"$work/javac.log" ||
    { echo "javac failed: $work/javac.log" >&2; exit 2; }
fi

pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null; done' EXIT
"$python" -m distributed.cli.dask_scheduler --host 127.0.0.1 --port 0 --no-dashboard \
  --scheduler-file "$work/scheduler.json" >"$work/scheduler.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do [[ -s $work/scheduler.json ]] && break; sleep 0.2; done
workers=()
for w in 1 2; do
  "$python" -m distributed.cli.dask_worker --scheduler-file "$work/scheduler.json" --nthreads 1 \
    --no-nanny --no-dashboard --host 127.0.0.1 --local-directory "$work/dask-$w" \
    >"$work/worker-$w.log" 2>&1 &
  pids+=($!) workers+=($!)
done
sleep 3
address=$("$python" -c 'import json, sys; print(json.load(open(sys.argv[1]))["address"])' "$work/scheduler.json")
# CPU seconds the workers and their reaped children (the shards) used so far.
workers_cpu() {
  local total=0
  for p in "${workers[@]}"; do
    total=$(awk -v t="$total" -v hz="$(getconf CLK_TCK)" '{print t + ($14 + $15 + $16 + $17) / hz}' "/proc/$p/stat")
  done
  echo "$total"
}

printf '%-9s %-10s %8s %8s %9s %8s %6s %s\n' project run "wall s" "cpu s" "shards s" "merge s" tests "same as -j 1"
projects=(examples)
[[ $copies -gt 0 ]] && projects+=(big)
for name in "${projects[@]}"; do
  classes_dir=$([[ $name == examples ]] && echo "$classes" || echo "$big")
  for run in j1 j2 shards1 shards2 shards4; do
    dir=$work/$name-$run
    mkdir -p "$dir"
    before=$(workers_cpu)
    if [[ $run == j* ]]; then
      (cd "$dir" && /usr/bin/time -f '%e %U %S' -o ../time "$symtest" project -q -j "${run#j}" . \
        --classes "$classes_dir" >../out 2>../err)
      shards_s=- merge_s=-
    else
      (cd "$dir" && /usr/bin/time -f '%e %U %S' -o ../time "$driver" --symtest "$symtest" \
        --scheduler "$address" --shards "${run#shards}" . --classes "$classes_dir" -q >../out 2>../err)
      merge_s=$(grep -Eo 'merge [0-9.]+ s' "$work/err" | grep -Eo '[0-9.]+')
      # From the driver's start until every shard's store is back (shipping included).
      shards_s=$(grep -Eo 'shards [0-9.]+ s' "$work/err" | grep -Eo '[0-9.]+')
    fi
    read -r wall user sys < <(tail -1 "$work/time")
    cpu=$(echo "$user + $sys + $(workers_cpu) - $before" | bc)
    tests=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['tests'])" "$dir/.symtest/summary.json")
    same=$(diff -r "$work/$name-j1/src" "$dir/src" >/dev/null && echo yes || echo NO)
    printf '%-9s %-10s %8.1f %8.1f %9s %8s %6s %s\n' "$name" "$run" "$wall" "$cpu" "$shards_s" "$merge_s" "$tests" "$same"
  done
done
