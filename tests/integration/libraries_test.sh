#!/usr/bin/env bash
# Real libraries from Debian, run as a user runs symtest on them: `symtest project --classes
# JAR` on a handful of their classes (those whose methods reach JDK calls no model covers), then
# the generated tests compile without a warning (but for deprecated library methods they call)
# and pass on the JVM with and without -ea, and the
# coverage symtest reports equals JaCoCo's measurement of those tests.
#
# usage: libraries_test.sh SYMTEST WORK JACOCO_TOOL_JAR JACOCO_AGENT_JAR -- JAR CLASS... [-- JAR CLASS...]
# Exit 77 (skipped) when a jar is missing (Debian: libcommons-lang3-java, libjsoup-java).
set -u
symtest=$1 work=$2 tool=$3 agent=$4
shift 4
lib=/usr/share/java
junit="$lib/junit-jupiter-api.jar:$lib/apiguardian-api.jar:$lib/opentest4j.jar:$lib/junit-platform-commons.jar"
launcher=$lib/junit-platform-console-standalone.jar
rm -rf "$work" && mkdir -p "$work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# Groups: JAR CLASS... separated by --.
groups=()
current=""
for a in "$@"; do
  if [[ $a == -- ]]; then
    [[ -n $current ]] && groups+=("$current")
    current=""
  else
    current="${current:+$current }$a"
  fi
done
[[ -n $current ]] && groups+=("$current")

for group in "${groups[@]}"; do
  read -r -a parts <<<"$group"
  jar=${parts[0]}
  if [[ ! -f $jar ]]; then
    echo "SKIP: $jar not found (install it with apt-get)"
    exit 77
  fi
done

# junit NAME DIR CLASSPATH [JVM OPTION...]: runs the compiled tests of DIR, all must pass.
junit() {
  local name=$1 dir=$2 cp=$3
  shift 3
  java "$@" -jar "$launcher" --class-path "$dir/testclasses:$cp" --scan-class-path="$dir/testclasses" \
    --include-classname '.*' --disable-banner --details=summary --fail-if-no-tests \
    >"$dir/junit-$name.log" 2>&1 || { fail "$dir: tests fail $name"; grep -E "MethodSource|=>" "$dir/junit-$name.log" | head -20; }
  grep -E "tests (successful|failed)" "$dir/junit-$name.log" | sed "s/^/  $name: /"
}

n=0
for group in "${groups[@]}"; do
  read -r -a parts <<<"$group"
  jar=${parts[0]}
  classes=("${parts[@]:1}")
  n=$((n + 1))
  dir=$work/lib$n
  mkdir -p "$dir/classes"
  (cd "$dir/classes" && unzip -qo "$jar")
  includes=()
  for c in "${classes[@]}"; do includes+=(--include "$c"); done
  echo "== symtest project --classes $jar ${classes[*]}"
  "$symtest" project -j 2 --classes "$jar" --tests "$dir/tests" --store "$dir/store" \
    "${includes[@]}" >"$dir/project.log" 2>&1
  rc=$?
  [[ $rc == 0 || $rc == 3 ]] || { fail "$jar: exit $rc"; tail -20 "$dir/project.log"; continue; }
  tail -3 "$dir/project.log" | sed 's/^/  /'
  mapfile -t sources < <(find "$dir/tests" -name '*.java' | sort)
  [[ ${#sources[@]} -gt 0 ]] || { fail "$jar: no test class written"; continue; }
  mkdir -p "$dir/testclasses"
  javac -Xlint:all,-deprecation -Werror -encoding UTF-8 -d "$dir/testclasses" -cp "$jar:$junit" "${sources[@]}" \
    >"$dir/javac.log" 2>&1 || { fail "$jar: the tests do not compile"; head -40 "$dir/javac.log"; continue; }
  # Surefire enables assertions, the console launcher does not: a test passes either way.
  junit "with -ea" "$dir" "$jar" -ea "-javaagent:$agent=destfile=$dir/jacoco.exec,append=false"
  junit "without -ea" "$dir" "$jar"
  java -cp "$tool" CoverageReport --exec "$dir/jacoco.exec" "$dir/classes" >"$dir/jacoco.json" \
    2>"$dir/coverage.log" || { fail "$jar: CoverageReport failed"; cat "$dir/coverage.log"; continue; }
  # symtest's coverage of each class (summary.json) against JaCoCo's, instructions and branches.
  python3 - "$dir/store/summary.json" "$dir/jacoco.json" >"$dir/compare.log" 2>&1 <<'PY' ||
import json, sys
summary, jacoco = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
differ = 0
for c in summary["classes"]:
    name = c["class"]
    mine = [m for m in jacoco["methods"] if m["class"] == name or m["class"].startswith(name + "$")]
    for counter in ("instructions", "branches"):
        measured = (sum(m[counter]["covered"] for m in mine), sum(m[counter]["total"] for m in mine))
        reported = (c[counter]["covered"], c[counter]["total"])
        same = measured == reported
        differ += not same
        print(f"{'equal ' if same else 'DIFFER'} {name} {counter}: symtest {reported[0]}/{reported[1]}, JaCoCo {measured[0]}/{measured[1]}")
print(f"compare: {2 * len(summary['classes']) - differ} equal, {differ} differ")
sys.exit(1 if differ else 0)
PY
    { fail "$jar: coverage differs from JaCoCo's"; cat "$dir/compare.log"; }
  tail -1 "$dir/compare.log" | sed 's/^/  /'
done

echo "libraries: $failures failures"
[[ $failures == 0 ]]
