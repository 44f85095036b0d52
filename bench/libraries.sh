#!/usr/bin/env bash
# Real libraries as a user runs symtest on them (issue 52): `symtest project --classes JAR -j 2`
# per jar, then the figures a user reads: classes and methods explored, tests written, methods
# with a path ended at the JDK boundary (and the calls, most frequent first), methods without a
# test (and why), tests failing on the JVM (with and without -ea), instruction and branch
# coverage of the explored classes as JaCoCo measures the tests, CPU and wall time.
#
# usage: bench/libraries.sh [BUILD_DIR] [JAR...]     (default: Commons Lang 3 and jsoup)
#   TOTAL_TIME=900      --total-time of each run (seconds)
#   SYMTEST_ARGS="..."  more options for symtest project (e.g. "--unhandled stop" for the
#                       boundary as it was before JDK calls ran on the JVM)
#   INCLUDE="a.B c.*"   only these classes (--include patterns)
#   KEEP=1              keep the work directory (tests, store, logs) and print where it is
set -u
build=${1:-build}
shift || true
jars=("$@")
[[ ${#jars[@]} -gt 0 ]] || jars=(/usr/share/java/commons-lang3.jar /usr/share/java/jsoup.jar)
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
lib=/usr/share/java
junit="$lib/junit-jupiter-api.jar:$lib/apiguardian-api.jar:$lib/opentest4j.jar:$lib/junit-platform-commons.jar"
agent=$build/tools/jacoco/jacocoagent.jar
tool=$build/tools/jacoco/symtest-jacoco.jar
work=$(mktemp -d "${TMPDIR:-/tmp}/symtest-bench-libraries.XXXXXX")
if [[ -n ${KEEP:-} ]]; then echo "work directory: $work"; else trap 'rm -rf "$work"' EXIT; fi

for jar in "${jars[@]}"; do
  [[ -f $jar ]] || { echo "$jar: not found (apt-get install libcommons-lang3-java libjsoup-java)"; continue; }
  name=$(basename "$jar" .jar)
  dir=$work/$name
  mkdir -p "$dir/classes" "$dir/testclasses"
  (cd "$dir/classes" && unzip -qo "$jar")
  includes=()
  for p in ${INCLUDE:-}; do includes+=(--include "$p"); done
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  /usr/bin/time -f "%U %S %M" -o "$dir/time" "$symtest" project -q -j 2 --classes "$jar" \
    --tests "$dir/tests" --store "$dir/store" --total-time "${TOTAL_TIME:-900}" \
    "${includes[@]}" ${SYMTEST_ARGS:-} >"$dir/project.log" 2>&1
  end=$(date +%s.%N)
  wall=$(echo "$end - $start" | bc)
  # GNU time writes "Command exited with non-zero status N" first when the command fails.
  read -r user sys rss < <(tail -n 1 "$dir/time")
  mapfile -t sources < <(find "$dir/tests" -name '*.java' 2>/dev/null | sort)
  compiled=0 failedEa=- failedNoEa=-
  if [[ ${#sources[@]} -gt 0 ]] &&
     javac -nowarn -encoding UTF-8 -d "$dir/testclasses" -cp "$jar:$junit" "${sources[@]}" >"$dir/javac.log" 2>&1; then
    compiled=${#sources[@]}
    run() {  # LOG [JVM OPTION...]
      local log=$1
      shift
      java "$@" -jar "$lib/junit-platform-console-standalone.jar" --class-path "$dir/testclasses:$jar" \
        --scan-class-path="$dir/testclasses" --include-classname '.*' --disable-banner \
        --details=summary >"$log" 2>&1
      sed -n 's/^\[ *\([0-9]*\) tests failed *\]$/\1/p' "$log"
    }
    failedEa=$(run "$dir/junit-ea.log" -ea "-javaagent:$agent=destfile=$dir/jacoco.exec")
    failedNoEa=$(run "$dir/junit.log")
    java -cp "$tool" CoverageReport --exec "$dir/jacoco.exec" "$dir/classes" >"$dir/jacoco.json" 2>/dev/null
  fi
  python3 - "$dir" "$name" "$compiled" "${#sources[@]}" "$failedEa" "$failedNoEa" "$wall" "$user" "$sys" "$rss" <<'PY'
import collections, glob, json, os, sys
d, name, compiled, sources, failed_ea, failed, wall, user, sys_t, rss = sys.argv[1:]
summary = json.load(open(os.path.join(d, "store", "summary.json")))
results = [json.load(open(f)) for f in glob.glob(os.path.join(d, "store", "results", "*.json"))]
explored = {c["class"] for c in summary["classes"] if c.get("explored", 0) > 0}
boundary, calls, untested = 0, collections.Counter(), collections.Counter()
methods = 0
costs = []
for r in results:
    m = r["method"]
    cls = (m["class"] if isinstance(m, dict) else m.split("(")[0].rsplit(".", 1)[0])
    methods += 1
    e = r.get("exploration", {})
    costs.append((e.get("unfoldings", 0), r.get("solver", {}).get("resourceUnits", 0),
                  r.get("solver", {}).get("solverSeconds", 0.0), e.get("stopReason", ""),
                  m if isinstance(m, str) else m.get("name", str(m))))
    if e.get("stoppedAtUnhandled", 0) > 0 or e.get("stoppedAtUnsupported", 0) > 0:
        boundary += 1
        for key in list(e.get("unhandledCalls", {})) + list(e.get("unsupportedCode", {})):
            calls[key.split("(")[0].replace("/", ".")] += 1
    if not r.get("tests"):
        note = r.get("note", "") or r.get("status", "")
        untested[note.split(":")[0][:60] or "no path finished"] += 1
jacoco = os.path.join(d, "jacoco.json")
ci = ti = cb = tb = 0
if os.path.exists(jacoco):
    for m in json.load(open(jacoco))["methods"]:
        top = m["class"].split("$")[0]
        if top in explored:
            ci += m["instructions"]["covered"]; ti += m["instructions"]["total"]
            cb += m["branches"]["covered"]; tb += m["branches"]["total"]
pct = lambda a, b: f"{100.0 * a / b:.1f}%" if b else "-"
print(f"== {name}: {len(summary['classes'])} classes ({len(explored)} explored), {methods} methods, "
      f"{summary['tests']} tests in {sources} classes ({compiled} compile)")
print(f"   methods with a path ended at the JDK boundary: {boundary} ({pct(boundary, methods)})")
for call, n in calls.most_common(12):
    print(f"     {n:5d}  {call}")
print(f"   methods without a test: {sum(untested.values())} ({pct(sum(untested.values()), methods)})")
for why, n in untested.most_common(8):
    print(f"     {n:5d}  {why}")
print(f"   tests failing: {failed_ea} with -ea, {failed} without")
print(f"   coverage of the explored classes (JaCoCo): instructions {pct(ci, ti)} ({ci}/{ti}), "
      f"branches {pct(cb, tb)} ({cb}/{tb})")
print("   costliest methods (steps, solver units, solver s, stop):")
for steps, units, secs, stop, m in sorted(costs, reverse=True)[:8]:
    print(f"     {steps:10d} {units:12d} {secs:7.1f}  {stop or '-':12s} {m[:90]}")
print(f"   time: {float(wall):.0f} s wall, {float(user) + float(sys_t):.0f} s CPU, {int(rss) // 1024} MB peak")
PY
done
