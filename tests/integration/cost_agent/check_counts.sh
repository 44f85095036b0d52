#!/usr/bin/env bash
# The instruction cost against the JVM: symtest writes JUnit tests with their predicted
# instruction counts (--cost instructions, a "// Cost:" comment per test), the tests run
# under a Java agent that counts the bytecode instructions the subject classes execute
# (ASM, InstructionCounter), and every test's count must equal its prediction. Receivers are
# set up by reflection (--receivers fields): the agent counts everything a test runs, and a
# receiver built through the API runs the class's code before the call, which the cost (of
# the call under test) leaves out.
# Usage: check_counts.sh SYMTEST CLASSES_DIR WORK_DIR AGENT_JAR K CLASS...
set -u
symtest=$1 classes=$2 work=$3 agent=$4 k=$5
shift 5
lib=/usr/share/java
rm -rf "$work" && mkdir -p "$work/testclasses"
classes=$(cd "$classes" && pwd)

"$symtest" gen -q --cp "$classes" "$@" -k "$k" --criterion all-paths --keep-all \
  --cost instructions --receivers fields --junit "$work/tests" >"$work/gen.log" 2>&1
rc=$?
if [ $rc -ne 0 ] && [ $rc -ne 3 ]; then
  echo "FAIL gen: exit $rc"; tail -20 "$work/gen.log"; exit 1
fi
mapfile -t sources < <(find "$work/tests" -name '*.java' | sort)
api="$lib/junit-jupiter-api.jar:$lib/apiguardian-api.jar:$lib/opentest4j.jar:$lib/junit-platform-commons.jar"
if ! javac -nowarn -encoding UTF-8 -d "$work/testclasses" -cp "$classes:$api" "${sources[@]}" \
     >"$work/javac.log" 2>&1; then
  echo "FAIL javac"; head -40 "$work/javac.log"; exit 1
fi

# Expected: "Class#method count" from each test's comment. A test symtest wrote @Disabled
# (its outcome depends on identity hash codes the JVM picks) does not run and is not expected.
for f in "${sources[@]}"; do
  awk -v cls="$(basename "$f" .java)" '
    /\/\/ Cost: instructions / { for (i = 1; i <= NF; i++) if ($i == "instructions") n = $(i + 1); sub(/,$/, "", n) }
    /^    @(org\.junit\.jupiter\.api\.)?Disabled/ { disabled = 1 }
    /^    void [A-Za-z0-9_$]+\(\)/ { name = $2; sub(/\(\).*/, "", name); if (n != "" && !disabled) print cls "#" name, n; n = ""; disabled = 0 }
  ' "$f"
done | sort >"$work/expected.txt"

java -javaagent:"$agent=$classes" -Dsymtest.counts="$work/measured.raw" -Dsymtest.classes="$classes" \
  -cp "$lib/junit-platform-console-standalone.jar:$lib/asm.jar:$agent" \
  org.junit.platform.console.ConsoleLauncher \
  --class-path "$work/testclasses:$classes" --scan-class-path="$work/testclasses" \
  --include-classname '.*' --disable-banner --details=summary >"$work/junit.log" 2>&1
awk '{print $1, $2}' "$work/measured.raw" 2>/dev/null | sort >"$work/measured.txt"

expected=$(wc -l <"$work/expected.txt")
measured=$(wc -l <"$work/measured.txt")
differ=$(join -j 1 "$work/expected.txt" "$work/measured.txt" | awk '$2 != $3' | tee "$work/differ.txt" | wc -l)
missing=$(join -v 1 "$work/expected.txt" "$work/measured.txt" | wc -l)
echo "instruction counts: $expected predicted, $measured measured, $differ differ, $missing not run"
if [ "$expected" -eq 0 ] || [ "$differ" -ne 0 ] || [ "$missing" -ne 0 ]; then
  head -30 "$work/differ.txt" | sed 's/^/  differ (test predicted measured): /'
  join -v 1 "$work/expected.txt" "$work/measured.txt" | head -10 | sed 's/^/  not run: /'
  exit 1
fi
echo "PASS every test's instruction count equals the JVM's"
