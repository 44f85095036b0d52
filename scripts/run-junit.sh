#!/usr/bin/env bash
# Compiles and runs generated JUnit 5 tests against the classes under test.
# Usage: scripts/run-junit.sh TEST_SOURCE_DIR CLASSPATH
set -euo pipefail
tests=$1 cp=$2
lib=/usr/share/java
out=$(mktemp -d)
mapfile -t sources < <(find "$tests" -name '*.java')
javac -d "$out" -cp "$cp:$lib/junit-jupiter-api.jar:$lib/apiguardian-api.jar:$lib/opentest4j.jar:$lib/junit-platform-commons.jar" "${sources[@]}"
java -jar "$lib/junit-platform-console-standalone.jar" --class-path "$out:$cp" --scan-class-path="$out" \
  --include-classname '.*' --disable-banner --details=summary --fail-if-no-tests
