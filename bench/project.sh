#!/usr/bin/env bash
# `symtest project` over a whole project (issue 31): every example class as the project's
# classes, beside a jar of M unrelated classes on its class path. For -j 1 and -j 2, a first
# run (empty store) and a second (unchanged code): wall and CPU seconds, classes per second,
# peak memory, methods explored, tests, instruction coverage; and whether -j 1 and -j 2 wrote
# the same test classes.
#
# usage: bench/project.sh [BUILD_DIR] [M]   (default build, M = 2000)
set -u
build=${1:-build}
m=${2:-2000}
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
work=${WORK:-$build/bench-project}
mkdir -p "$work"
generate_unrelated "$m" "$work/jar$m.classes"
jar="$work/unrelated$m.jar"
[[ -f $jar ]] || (cd "$work/jar$m.classes" && jar cf "../unrelated$m.jar" gen)
field() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(eval(sys.argv[2]))" "$@"; }

printf '%-4s %-7s %8s %8s %9s %7s %9s %7s %9s\n' jobs run "wall s" "cpu s" classes/s MB explored tests coverage
for jobs in 1 2; do
  project=$work/project-j$jobs
  rm -rf "$project" && mkdir -p "$project"
  for run in first second; do
    /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$symtest" project -q -j "$jobs" "$project" \
      --classes "$classes" --cp "$jar" >"$work/out-$jobs-$run" 2>&1
    read -r wall user sys rss < <(tail -1 "$work/time")  # after "exited with status 3"
    summary=$project/.symtest/summary.json
    n=$(field "$summary" "len(d['classes'])")
    printf '%-4s %-7s %8.1f %8.1f %9.1f %7.0f %9s %7s %9s\n' "$jobs" "$run" "$wall" \
      "$(echo "$user + $sys" | bc)" "$(echo "$n / $wall" | bc -l)" "$(echo "$rss / 1024" | bc)" \
      "$(field "$summary" "d['explored']")" "$(field "$summary" "d['tests']")" \
      "$(field "$summary" "'%.1f%%' % (100.0 * d['instructions']['covered'] / max(1, d['instructions']['total']))")"
  done
done
diff -r "$work/project-j1/src" "$work/project-j2/src" >/dev/null && echo "-j 1 and -j 2: same test classes" ||
  echo "-j 1 and -j 2: DIFFERENT test classes"
