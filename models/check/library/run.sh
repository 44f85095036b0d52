#!/bin/sh
# Differential check of the models of Stack, Vector, ArrayDeque, PriorityQueue, BitSet, Random,
# Collections.shuffle, StringBuffer, StringBuilder.append(char[], int, int) and Long's bit
# methods against the real JDK 17 (see README.md).
# Usage: models/check/library/run.sh [trials per family, default 200000] [seed]
set -e
here=$(cd "$(dirname "$0")" && pwd)
check_name=libcheck
. "$here/../workdir.sh"
src=$work/src
mkdir -p "$src/symtestcheck" "$src/symtestcheck/coll" "$src/symtestdriver" "$work/classes"
# The java.lang world (as models/check/run.sh): the classes StringBuffer and Long need.
for c in Math StrictMath Double Float SymtestFloatingDecimal Integer Long Short Byte \
         StringBuilder StringBuffer SymtestConcat SymtestFdlibm SymtestFdlibmTrig; do
  sed 's/^package java\.lang;/package symtestcheck;/' "$models/java/lang/$c.java" \
    > "$src/symtestcheck/$c.java"
done
cp "$here/../SymtestPrimitives.java" "$src/symtestcheck/"
# The java.util world: the models become symtestcheck.coll over the JDK's interfaces and
# abstract classes (so modCount is AbstractList's field on both sides); BitSet counts bits
# with the model of Long, Random's nextGaussian with the model of StrictMath (fdlibm).
for c in Vector Stack ArrayDeque PriorityQueue BitSet Random Collections Comparators Objects \
         AbstractMap TreeMap TreeSet Locale SymtestCollections ReverseOrderListView; do
  sed -e 's/^package java\.util;/package symtestcheck.coll;\nimport java.util.*;/' \
      -e 's/\bLong\.\(bitCount\|numberOf\)/symtestcheck.Long.\1/g' \
      -e 's/\bStrictMath\./symtestcheck.StrictMath./g' \
    "$models/java/util/$c.java" > "$src/symtestcheck/coll/$c.java"
done
cp "$here/SymtestPrimitives.java" "$src/symtestcheck/coll/"
cp "$here/LibraryCheck.java" "$here/Families.java" "$here/SortedFamilies.java" \
  "$src/symtestdriver/"
javac -nowarn -encoding UTF-8 -d "$work/classes" $(find "$src" -name '*.java')
# --add-opens: the check reads AbstractList.modCount by reflection.
java --add-opens java.base/java.util=ALL-UNNAMED ${LIBCHECK_JAVA_OPTS:-} \
  -cp "$work/classes" symtestdriver.LibraryCheck "$@"
