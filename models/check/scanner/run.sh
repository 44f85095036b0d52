#!/bin/sh
# Differential check of the model of java.util.Scanner over a String (SymtestStringScanner)
# against the real JDK 17 (see README.md).
# Usage: models/check/scanner/run.sh [call sequences, default 200000] [seed]
set -e
here=$(cd "$(dirname "$0")" && pwd)
check_name=scannercheck
. "$here/../workdir.sh"
mkdir -p "$work/src/symtestcheck/util" "$work/classes"
# The model becomes symtestcheck.util.SymtestStringScanner; the check runs in its package.
sed -e 's/^package java\.util;/package symtestcheck.util;\nimport java.util.*;/' \
  "$models/java/util/SymtestStringScanner.java" > "$work/src/symtestcheck/util/SymtestStringScanner.java"
cp "$here/ScannerCheck.java" "$here/SymtestPrimitives.java" "$work/src/symtestcheck/util/"
javac -nowarn -encoding UTF-8 -d "$work/classes" $(find "$work/src" -name '*.java')
java ${SCANNERCHECK_JAVA_OPTS:-} -cp "$work/classes" symtestcheck.util.ScannerCheck "$@"
