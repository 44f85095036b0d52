#!/bin/sh
# Differential check of the floating-point models against the real JDK (see README.md).
# Usage: models/check/run.sh [iterations per family] [seed]
set -e
here=$(cd "$(dirname "$0")" && pwd)
models=${SYMTEST_MODEL_SOURCES:-$here/../src}
work=$(mktemp -d "${TMPDIR:-/tmp}/symtest-fpcheck.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
mkdir -p "$work/src/symtestcheck" "$work/src/symtestdriver" "$work/classes"
# Renamed copies of the models under test: package java.lang becomes symtestcheck, where the
# classes resolve one another (Math, Double, Float, ...) and the shim SymtestPrimitives.
for c in Math StrictMath Double Float SymtestFloatingDecimal Integer Long Short Byte \
         StringBuilder SymtestConcat SymtestFdlibm SymtestFdlibmTrig; do
  sed 's/^package java\.lang;/package symtestcheck;/' "$models/java/lang/$c.java" \
    > "$work/src/symtestcheck/$c.java"
done
cp "$here/SymtestPrimitives.java" "$work/src/symtestcheck/"
cp "$here/FloatCheck.java" "$here/MathCheck.java" "$work/src/symtestdriver/"
javac -nowarn -encoding UTF-8 -d "$work/classes" $(find "$work/src" -name '*.java')
status=0
java ${FPCHECK_JAVA_OPTS:-} -cp "$work/classes" symtestdriver.FloatCheck "$@" || status=$?
# The transcendental methods (fdlibm), with their own inputs; half the iterations by default.
java ${FPCHECK_JAVA_OPTS:-} -cp "$work/classes" symtestdriver.MathCheck "$@" || status=$?
exit $status
