#!/usr/bin/env bash
# Cost follows the code a run reaches, not the class path (issue 31): each subject generated
# with the examples alone on the class path, then beside N unrelated classes (a directory) and
# beside a jar of M unrelated classes. Columns: CPU seconds (user + system) and peak memory of
# each run, the ratio to the minimal class path, and whether the JSON (timing aside) and the
# JUnit files are identical. The unrelated classes are generated and compiled once per size
# (each has fields, a constructor, methods and a lambda, as ordinary code does).
#
# usage: bench/classpath.sh [BUILD_DIR] [N] [M]   (default build, N = 1000, M = 50000)
#        SUBJECTS="ListSorter Arith ..." picks the subjects.
set -u
build=${1:-build}
n=${2:-1000}
m=${3:-50000}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
subjects=${SUBJECTS:-"ListSorter Searches Arith Ranking Figures IntLinkedList Words Stats"}
work=${WORK:-$build/bench-classpath}
mkdir -p "$work"

generate_unrelated "$n" "$work/dir$n"
generate_unrelated "$m" "$work/jar$m.classes"
jar="$work/unrelated$m.jar"
[[ -f $jar ]] || (cd "$work/jar$m.classes" && jar cf "../unrelated$m.jar" gen)

# measure NAME CLASSPATH SUBJECT: prints "cpu_seconds max_rss_mb" and leaves the outputs in
# WORK/NAME.
measure() {
  local out=$work/$1
  rm -rf "$out" && mkdir -p "$out"
  # One process: the CPU of the run itself, not of -j's workers.
  /usr/bin/time -f '%U %S %M' -o "$out/time" "$symtest" gen -q -j 1 --cp "$2" "$3" \
    --json "$out/gen.json" --junit "$out/junit" >/dev/null 2>"$out/err"
  tail -1 "$out/time" | awk '{printf "%.2f %.0f", $1 + $2, $3 / 1024}'  # after "exited with status 3"
}
same() {  # same outputs, timing aside
  diff <(sed -E '/"(seconds|solverSeconds)": /d' "$work/$1/gen.json") \
    <(sed -E '/"(seconds|solverSeconds)": /d' "$work/$2/gen.json") >/dev/null &&
    diff -r "$work/$1/junit" "$work/$2/junit" >/dev/null && echo same || echo DIFFERENT
}

printf '%-18s %14s  %22s  %22s\n' subject "minimal" "+$n classes (dir)" "+$m classes (jar)"
printf '%-18s %14s  %22s  %22s\n' "" "cpu s  MB" "cpu s  MB  ratio" "cpu s  MB  ratio"
for s in $subjects; do
  read -r c0 m0 <<<"$(measure minimal "$classes" "$s")"
  read -r c1 m1 <<<"$(measure dir "$classes:$work/dir$n" "$s")"
  read -r c2 m2 <<<"$(measure jar "$classes:$jar" "$s")"
  r1=$(awk -v a="$c1" -v b="$c0" 'BEGIN {printf "%.2fx", (b > 0 ? a / b : 0)}')
  r2=$(awk -v a="$c2" -v b="$c0" 'BEGIN {printf "%.2fx", (b > 0 ? a / b : 0)}')
  printf '%-18s %6s %6s  %6s %5s %6s %-4s  %6s %5s %6s %s\n' "$s" "$c0" "$m0" "$c1" "$m1" "$r1" \
    "$(same minimal dir)" "$c2" "$m2" "$r2" "$(same minimal jar)"
done
