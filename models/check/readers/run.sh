#!/bin/sh
# Differential check of the models of StringReader and of BufferedReader over readers other
# than standard input, against the real JDK 17 (see README.md).
# Usage: models/check/readers/run.sh [trials per family, default 100000] [seed]
set -e
here=$(cd "$(dirname "$0")" && pwd)
check_name=readercheck
. "$here/../workdir.sh"
mkdir -p "$work/src/symtestcheck/io" "$work/src/symtestdriver" "$work/classes"
# The models become symtestcheck.io over the JDK's Reader; Stubs.java stands in for the
# standard-input classes BufferedReader mentions.
for c in StringReader BufferedReader; do
  sed -e 's/^package java\.io;/package symtestcheck.io;\nimport java.io.*;/' \
      -e 's/^import java\.lang\.SymtestPrimitives;//' \
    "$models/java/io/$c.java" > "$work/src/symtestcheck/io/$c.java"
done
cp "$here/Stubs.java" "$work/src/symtestcheck/io/"
cp "$here/ReaderCheck.java" "$work/src/symtestdriver/"
javac -nowarn -encoding UTF-8 -d "$work/classes" $(find "$work/src" -name '*.java')
java ${READERCHECK_JAVA_OPTS:-} -cp "$work/classes" symtestdriver.ReaderCheck "$@"
