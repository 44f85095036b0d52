#!/usr/bin/env bash
# gen -j over the example classes (issue 31): for -j 1 and -j 2, in R rounds alternating, wall
# and CPU seconds; the best and the median round and the speed-up of each; and whether every
# round wrote the same JSON (timings aside) and JUnit files. Wall times on a shared 2-core
# machine vary by a quarter from run to run, hence the rounds. It also measures what bounds any
# speed-up here: how much two independent processes slow each other down.
#
# usage: bench/jobs.sh [BUILD_DIR] [ROUNDS] [EXCLUDED_CLASS_REGEX]
#   (default build, 3 rounds, no class excluded; EventLog alone takes most of a run)
set -u
build=${1:-build}
rounds=${2:-3}
exclude=${3:-'^$'}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
work=${WORK:-$build/bench-jobs}
rm -rf "$work" && mkdir -p "$work"
mapfile -t targets < <(cd "$classes" && find . -name '*.class' | grep -v '\$' |
  sed 's|^\./||; s|\.class$||; s|/|.|g' | grep -Ev "$exclude" | sort)
untimed() { sed -E '/"(seconds|solverSeconds)": /d' "$1"; }

# run JOBS ROUND: one gen run; appends "wall cpu" to WORK/times-JOBS.
run() {
  local out=$work/j$1-r$2
  mkdir -p "$out"
  /usr/bin/time -f '%e %U %S' -o "$out/time" "$symtest" gen -q -j "$1" --cp "$classes" \
    "${targets[@]}" --json "$out/out.json" --junit "$out/junit" >/dev/null 2>&1
  read -r wall user sys < <(tail -1 "$out/time")
  echo "$wall $(echo "$user + $sys" | bc)" >>"$work/times-$1"
  untimed "$out/out.json" >"$out/untimed.json"
}
for ((r = 1; r <= rounds; r++)); do run 1 "$r"; run 2 "$r"; done

same=yes
for d in "$work"/j*-r*; do
  cmp -s "$d/untimed.json" "$work/j1-r1/untimed.json" && diff -rq "$d/junit" "$work/j1-r1/junit" >/dev/null ||
    same=NO
done

# The slow-down of two processes side by side: one class alone, then two copies at once.
probe() { /usr/bin/time -f '%e' -o "$1" "$symtest" gen -q -j 1 --cp "$classes" Invoice >/dev/null 2>&1; }
probe "$work/alone"
probe "$work/pair1" & probe "$work/pair2" & wait
alone=$(tail -1 "$work/alone")
pair=$(cat <(tail -1 "$work/pair1") <(tail -1 "$work/pair2") | awk '{s += $1} END {print s / 2}')

stats() { sort -n | awk '{v[NR] = $1} END {printf "%.1f %.1f", v[1], v[int((NR + 1) / 2)]}'; }
read -r best1 median1 < <(awk '{print $1}' "$work/times-1" | stats)
read -r best2 median2 < <(awk '{print $1}' "$work/times-2" | stats)
read -r cpu1 _ < <(awk '{print $2}' "$work/times-1" | stats)
read -r cpu2 _ < <(awk '{print $2}' "$work/times-2" | stats)
echo "${#targets[@]} classes, $rounds rounds"
printf '%-4s %12s %14s %12s\n' jobs "best wall s" "median wall s" "best cpu s"
printf '%-4s %12s %14s %12s\n' 1 "$best1" "$median1" "$cpu1"
printf '%-4s %12s %14s %12s\n' 2 "$best2" "$median2" "$cpu2"
echo "speed-up: best $(echo "scale=2; $best1 / $best2" | bc)x, median $(echo "scale=2; $median1 / $median2" | bc)x"
echo "same output in every round and for both -j: $same"
echo "two processes side by side: $(echo "scale=2; $pair / $alone" | bc)x the time of one alone" \
  "(a 2-process speed-up is at most $(echo "scale=2; 2 * $alone / $pair" | bc)x)"
