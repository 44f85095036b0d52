#!/usr/bin/env bash
# The JVM/JaCoCo oracle: symtest's tests must compile and pass on a real JVM, and the
# coverage symtest reports for them must equal what JaCoCo measures.
#
# usage: run_oracle.sh --symtest BIN --classes DIR --work DIR --jacoco-tool JAR
#                      --agent JACOCOAGENT_JAR [--k N] [--timeout SECS]
#                      [--java-lib DIR] CLASS...
#
#   --symtest BIN       the symtest executable
#   --classes DIR       class directory holding the subjects (compiled with -g)
#   --work DIR          scratch directory; the oracle's own outputs in it (tests/,
#                       testclasses/, logs/, jacoco.exec, jacoco.json, CLASS.json)
#                       are replaced on every run
#   --jacoco-tool JAR   symtest-jacoco.jar (CoverageReport + CompareCoverage)
#   --agent JAR         jacocoagent.jar (the real agent, not org.jacoco.agent.jar)
#   --k N               passed to symtest as -k N (default: symtest's default)
#   --timeout SECS      limit for each symtest run and for the JUnit run (default 600)
#   --java-lib DIR      where the JUnit 5 jars are (default /usr/share/java)
#   --gen-arg ARG       one more argument for symtest gen (repeatable), e.g. --capture-output
#   --command CMD       the symtest command that writes the tests: gen (default) or seq; the
#                       tests of seq must also be free of reflection
#
# symtest gen --cp DIR CLASS... --junit WORK/tests --json WORK/symtest.json (one run)
# (exit 0, or 3 = partial results, is accepted). Then all tests in WORK/tests are
# compiled and run under the JaCoCo agent with the JUnit console launcher; all must
# pass and at least one must run. Finally every entry of symtest's "classCoverage"
# is compared with JaCoCo's measurement of the same method (instructions and branches;
# lines too when symtest reports them).
#
# Exit status: 0 when everything passed, 1 when some check failed, 2 on bad usage.
# The last line is a summary: "oracle: N passed, M failed (...)".

set -u

usage() {
  sed -n '2,/^$/{s/^# \{0,1\}//;p}' "$0"
  exit 0
}

die_usage() {
  echo "run_oracle.sh: $*" >&2
  echo "run 'run_oracle.sh --help' for usage" >&2
  exit 2
}

symtest_command=gen symtest='' classes='' work='' tool='' agent='' k='' timeout_s=600 java_lib=/usr/share/java
subjects=() gen_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --symtest) symtest=${2-}; shift 2 || die_usage "--symtest needs a value" ;;
    --classes) classes=${2-}; shift 2 || die_usage "--classes needs a value" ;;
    --work) work=${2-}; shift 2 || die_usage "--work needs a value" ;;
    --jacoco-tool) tool=${2-}; shift 2 || die_usage "--jacoco-tool needs a value" ;;
    --agent) agent=${2-}; shift 2 || die_usage "--agent needs a value" ;;
    --k|-k) k=${2-}; shift 2 || die_usage "--k needs a value" ;;
    --timeout) timeout_s=${2-}; shift 2 || die_usage "--timeout needs a value" ;;
    --java-lib) java_lib=${2-}; shift 2 || die_usage "--java-lib needs a value" ;;
    --command) symtest_command=${2-}; shift 2 || die_usage "--command needs a value" ;;
    --gen-arg) gen_args+=("${2-}"); shift 2 || die_usage "--gen-arg needs a value" ;;
    -h|--help) usage ;;
    --) shift; subjects+=("$@"); break ;;
    -*) die_usage "unknown option $1" ;;
    *) subjects+=("$1"); shift ;;
  esac
done

[ -n "$symtest" ] || die_usage "--symtest is required"
[ -n "$classes" ] || die_usage "--classes is required"
[ -n "$work" ] || die_usage "--work is required"
[ -n "$tool" ] || die_usage "--jacoco-tool is required"
[ -n "$agent" ] || die_usage "--agent is required"
[ ${#subjects[@]} -gt 0 ] || die_usage "no subject class given"
[ -x "$symtest" ] || die_usage "symtest not executable: $symtest"
[ -d "$classes" ] || die_usage "class directory not found: $classes"
[ -f "$tool" ] || die_usage "jacoco tool jar not found: $tool"
[ -f "$agent" ] || die_usage "agent jar not found: $agent"
case "$timeout_s" in ''|*[!0-9]*) die_usage "--timeout needs a number of seconds" ;; esac
if [ -n "$k" ]; then
  case "$k" in *[!0-9]*) die_usage "--k needs a non-negative integer" ;; esac
fi

if [ -n "${JAVA_HOME:-}" ]; then
  java="$JAVA_HOME/bin/java" javac="$JAVA_HOME/bin/javac"
else
  java=java javac=javac
fi

junit_api_cp=
for jar in junit-jupiter-api apiguardian-api opentest4j junit-platform-commons; do
  [ -f "$java_lib/$jar.jar" ] || die_usage "$java_lib/$jar.jar not found (Debian: apt-get install junit5)"
  junit_api_cp="$junit_api_cp:$java_lib/$jar.jar"
done
launcher="$java_lib/junit-platform-console-standalone.jar"
[ -f "$launcher" ] || die_usage "$launcher not found (Debian: apt-get install junit5)"

abspath() { (cd "$1" && pwd); }
mkdir -p "$work" || die_usage "cannot create $work"
work=$(abspath "$work")
classes=$(abspath "$classes")
rm -rf "$work/tests" "$work/testclasses" "$work/logs" "$work/jacoco.exec" "$work/jacoco.json"
mkdir -p "$work/tests" "$work/testclasses" "$work/logs"

run_limited() {
  if command -v timeout >/dev/null 2>&1; then
    timeout --kill-after=10 "$timeout_s" "$@"
  else
    "$@"
  fi
}

passed=0 failed=0
gen_ok=0 tests_run=0 tests_failed=0 cov_equal=0 cov_differ=0
pass() { passed=$((passed + 1)); echo "PASS  $*"; }
fail() { failed=$((failed + 1)); echo "FAIL  $*"; }

summary() {
  echo "oracle: $passed passed, $failed failed" \
       "(generation: $gen_ok/${#subjects[@]} classes;" \
       "junit: $tests_run run, $tests_failed failed;" \
       "coverage: $cov_equal methods equal, $cov_differ differ)"
  [ "$failed" -eq 0 ] && exit 0
  exit 1
}

# 1. Generate tests: one run over all subjects, so that the reported suite coverage
#    (classCoverage) covers the same tests JaCoCo measures (e.g. a subclass constructor's
#    tests also cover its superclass constructor).
jsons=()
echo "== symtest $symtest_command (k=${k:-default}) ${subjects[*]}"
json="$work/symtest.json"
rm -f "$json"
log="$work/logs/gen.log"
cmd=("$symtest" "$symtest_command" --cp "$classes" "${subjects[@]}" --junit "$work/tests" --json "$json")
[ -n "$k" ] && cmd+=(-k "$k")
cmd+=("${gen_args[@]}")
run_limited "${cmd[@]}" >"$log" 2>&1
rc=$?
if [ $rc -ne 0 ] && [ $rc -ne 3 ]; then
  fail "gen: exit $rc (log: $log)"
  sed 's/^/      /' "$log" | tail -n 20
elif [ ! -f "$json" ]; then
  fail "gen: exit $rc but no $json"
else
  gen_ok=${#subjects[@]}
  jsons+=("$json")
  if [ $rc -eq 3 ]; then
    pass "gen ${#subjects[@]} classes (exit 3: partial results)"
  else
    pass "gen ${#subjects[@]} classes"
  fi
fi

# 2. Compile the generated tests.
mapfile -t sources < <(find "$work/tests" -name '*.java' | sort)
echo "== javac (${#sources[@]} test sources)"
if [ ${#sources[@]} -eq 0 ]; then
  fail "compile: symtest wrote no test sources into $work/tests"
  summary
fi
# Sequence tests are public calls only: no reflection, no setAccessible, no Unsafe.
if [ "$symtest_command" = seq ]; then
  if grep -lE 'java\.lang\.reflect|setAccessible|getDeclaredField|Unsafe' "${sources[@]}" >"$work/logs/reflection.log"; then
    fail "seq: reflection in $(tr '\n' ' ' <"$work/logs/reflection.log")"
  else
    pass "seq: ${#sources[@]} test sources without reflection"
  fi
fi
# Generated tests compile without a single warning (-Xlint:all -Werror).
if "$javac" -Xlint:all -Werror -encoding UTF-8 -d "$work/testclasses" -cp "$classes$junit_api_cp" \
     "${sources[@]}" >"$work/logs/javac.log" 2>&1; then
  pass "compile ${#sources[@]} test sources"
else
  fail "compile: javac failed (log: $work/logs/javac.log)"
  sed 's/^/      /' "$work/logs/javac.log" | head -n 60
  summary
fi

# 3. Run them under the JaCoCo agent, with assertions enabled as Maven Surefire runs tests
# (and symtest explores). Only the test class directory is scanned, and every class in it is
# considered (symtest chooses the test class names).
# The tests run on, and JaCoCo measures, a copy of the subjects that Debian's JaCoCo 0.8.6 can
# read: class files of Java 18 and later at major 61, without PermittedSubclasses (see
# tools/jacoco/README.md); Java 17 class files are copied as they are. The agent instruments
# the subjects only: the JDK's platform classes and the tests may be newer than it reads.
measured="$work/measured-classes"
rm -rf "$measured"
if ! "$java" -cp "$tool" DowngradeClasses "$classes" "$measured" >"$work/logs/downgrade.log" 2>&1; then
  fail "junit: DowngradeClasses failed (log: $work/logs/downgrade.log)"
  sed 's/^/      /' "$work/logs/downgrade.log"
  summary
fi
sed 's/^/  /' "$work/logs/downgrade.log"
includes=$(cd "$measured" && find . -name '*.class' | sed -e 's|^\./||' -e 's|\.class$||' -e 's|/|.|g' | sort | paste -sd: -)
echo "== junit"
run_limited "$java" -ea "-javaagent:$agent=destfile=$work/jacoco.exec,append=false,includes=$includes" \
  -jar "$launcher" \
  --class-path "$work/testclasses:$measured" \
  --scan-class-path="$work/testclasses" \
  --include-classname '.*' \
  --disable-banner --disable-ansi-colors --details=tree --details-theme=ascii \
  --fail-if-no-tests >"$work/logs/junit.log" 2>&1
junit_rc=$?
sed 's/^/  /' "$work/logs/junit.log"
if grep -q 'Error while instrumenting' "$work/logs/junit.log"; then
  fail "junit: the JaCoCo agent could not instrument some classes (see the log above)"
fi
count() { sed -n "s/^\[ *\([0-9][0-9]*\) $1 *\]$/\1/p" "$work/logs/junit.log" | head -n 1; }
tests_run=$(count 'tests started'); tests_run=${tests_run:-0}
t_failed=$(count 'tests failed'); t_aborted=$(count 'tests aborted')
tests_failed=$(( ${t_failed:-0} + ${t_aborted:-0} ))
if [ $junit_rc -eq 0 ] && [ "$tests_run" -gt 0 ] && [ "$tests_failed" -eq 0 ]; then
  pass "junit: $tests_run tests passed"
elif [ "$tests_run" -eq 0 ]; then
  fail "junit: no test was run (launcher exit $junit_rc)"
else
  fail "junit: $tests_failed of $tests_run tests failed (launcher exit $junit_rc)"
fi

# Without assertions (the JUnit console launcher's default) no test may fail either: a test
# of a path that evaluates an assert is skipped there (an assumption says it needs -ea).
run_limited "$java" -jar "$launcher" \
  --class-path "$work/testclasses:$measured" \
  --scan-class-path="$work/testclasses" \
  --include-classname '.*' \
  --disable-banner --disable-ansi-colors --details=summary \
  --fail-if-no-tests >"$work/logs/junit-no-ea.log" 2>&1
no_ea_failed=$(sed -n 's/^\[ *\([0-9][0-9]*\) tests failed *\]$/\1/p' "$work/logs/junit-no-ea.log" | head -n 1)
no_ea_aborted=$(sed -n 's/^\[ *\([0-9][0-9]*\) tests aborted *\]$/\1/p' "$work/logs/junit-no-ea.log" | head -n 1)
if [ "${no_ea_failed:-1}" -eq 0 ]; then
  pass "junit without -ea: none failed (${no_ea_aborted:-0} need assertions enabled)"
else
  fail "junit without -ea: ${no_ea_failed:-?} tests failed (log: $work/logs/junit-no-ea.log)"
  grep -B2 -A12 'MethodSource' "$work/logs/junit-no-ea.log" | head -n 60 | sed 's/^/      /'
fi

# 4. Measure with JaCoCo and compare.
echo "== coverage (symtest vs jacoco)"
if [ ! -f "$work/jacoco.exec" ]; then
  fail "coverage: the agent wrote no $work/jacoco.exec"
  summary
fi
if ! "$java" -cp "$tool" CoverageReport --exec "$work/jacoco.exec" "$measured" \
     >"$work/jacoco.json" 2>"$work/logs/coverage.log"; then
  fail "coverage: CoverageReport failed (log: $work/logs/coverage.log)"
  sed 's/^/      /' "$work/logs/coverage.log"
  summary
fi
if [ ${#jsons[@]} -eq 0 ]; then
  fail "coverage: no symtest JSON to compare"
  summary
fi
"$java" -cp "$tool" CompareCoverage --jacoco "$work/jacoco.json" "${jsons[@]}" \
  >"$work/logs/compare.log" 2>&1
cmp_rc=$?
sed 's/^/  /' "$work/logs/compare.log"
line=$(sed -n 's/^compare: \([0-9][0-9]*\) equal, \([0-9][0-9]*\) differ$/\1 \2/p' "$work/logs/compare.log")
if [ -n "$line" ]; then
  cov_equal=${line% *} cov_differ=${line#* }
fi
if [ $cmp_rc -eq 0 ]; then
  passed=$((passed + cov_equal))
  echo "PASS  coverage: $cov_equal methods equal"
elif [ $cmp_rc -eq 1 ] && [ -n "$line" ]; then
  passed=$((passed + cov_equal)) failed=$((failed + cov_differ))
  echo "FAIL  coverage: $cov_differ of $((cov_equal + cov_differ)) methods differ"
else
  fail "coverage: CompareCoverage failed (exit $cmp_rc)"
fi
summary
