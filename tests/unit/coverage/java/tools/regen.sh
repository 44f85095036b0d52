#!/bin/sh
# Regenerates tests/unit/coverage/jacoco_fixtures.inc from JacocoFixture.java: measures the
# JaCoCo 0.8.6 counters (Debian libjacoco-java) and records JDI step traces. Needs JDK 17+.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -g --release 11 -d "$work/classes" "$here/../JacocoFixture.java" "$here/Driver.java"
unzip -q -o /usr/share/java/org.jacoco.agent.jar jacocoagent.jar -d "$work"
cp=/usr/share/java/org.jacoco.core.jar:/usr/share/java/asm.jar:/usr/share/java/asm-commons.jar:/usr/share/java/asm-tree.jar
java -cp "$cp" "$here/Regen.java" "$work/classes" "$work/jacocoagent.jar" \
  "$here/../../jacoco_fixtures.inc"
