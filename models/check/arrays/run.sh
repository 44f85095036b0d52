#!/bin/sh
# Differential check of the models of java.util.Arrays (fill, copyOf, copyOfRange, equals,
# hashCode, toString and the sorts of every primitive type and of objects) and
# java.lang.reflect.Array (getLength, get, set, newInstance) against the real JDK 17 (README.md).
# Usage: models/check/arrays/run.sh [trials, default 200000] [seed]
set -e
here=$(cd "$(dirname "$0")" && pwd)
check_name=arraycheck
. "$here/../workdir.sh"
src=$work/src
mkdir -p "$src/symtestcheck/arr" "$work/classes"
# The models, renamed: Arrays calls the renamed Array; what the check does not compare (the
# object sorts, the streams) is stubbed.
sed -e 's/^package java\.util;/package symtestcheck.arr;\nimport java.util.*;/' \
    -e 's/java\.lang\.reflect\.Array\./symtestcheck.arr.Array./g' \
    -e 's/Collections\.sortRange(/CheckStubs.sortRange(/g' \
    -e 's/SymtestSpliterator\.of[A-Za-z]*Array(/CheckStubs.stream(/g' \
    -e '/^import java\.util\.stream\.SymtestSpliterator;/d' \
    "$models/java/util/Arrays.java" > "$src/symtestcheck/arr/Arrays.java"
sed -e 's/^package java\.lang\.reflect;/package symtestcheck.arr;/' \
    -e '/^import java\.lang\.SymtestPrimitives;/d' \
    "$models/java/lang/reflect/Array.java" > "$src/symtestcheck/arr/Array.java"
cp "$here/SymtestPrimitives.java" "$here/CheckStubs.java" "$here/ArraysCheck.java" "$src/symtestcheck/arr/"
javac -nowarn -encoding UTF-8 -d "$work/classes" $(find "$src" -name '*.java')
java -cp "$work/classes" symtestcheck.arr.ArraysCheck "$@"
