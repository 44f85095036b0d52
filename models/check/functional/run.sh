#!/bin/sh
# Differential check of the functional models (java.util.function, Comparator, Optional*,
# the collections' functional methods) against the real JDK 17 (see README.md).
# Usage: models/check/functional/run.sh [trials per family, default 300000] [seed]
set -e
here=$(cd "$(dirname "$0")" && pwd)
check_name=fncheck
. "$here/../workdir.sh"
src=$work/src
mkdir -p "$src/symtestcheck/util" "$src/symtestcheck/function" "$src/symtestcheck/coll" \
         "$src/symtestdriver" "$work/classes"
# Two renamed copies. The functions' world: java.util.function becomes symtestcheck.function,
# Comparator, Optional* and the classes they use symtestcheck.util (importing the rest of
# java.util). The collections' world: the collection models become symtestcheck.coll, over the
# JDK's functional interfaces and Comparator, so that their methods override the JDK's
# interfaces' (forEach, removeIf, Spliterator.tryAdvance, ...) as the originals do.
rename='s/java\.util\.function\./symtestcheck.function./g'
rename="$rename; s/import java\.util\.\([A-Z][A-Za-z]*\);/import symtestcheck.util.\1;/"
for f in "$models"/java/util/function/*.java; do
  sed -e 's/^package java\.util\.function;/package symtestcheck.function;/' -e "$rename" "$f" \
    > "$src/symtestcheck/function/$(basename "$f")"
done
for c in Comparator Comparators Collections Optional OptionalInt OptionalLong OptionalDouble \
         Objects; do
  sed -e 's/^package java\.util;/package symtestcheck.util;\nimport java.util.*;/' \
      -e "$rename" -e 's/\blist\.sort(/CheckBridge.sort(list, /' \
    "$models/java/util/$c.java" > "$src/symtestcheck/util/$c.java"
done
for c in ArrayList LinkedList HashMap HashSet Collections Comparators Objects SymtestCollections \
         ReverseOrderListView; do
  sed -e 's/^package java\.util;/package symtestcheck.coll;\nimport java.util.*;/' \
    "$models/java/util/$c.java" > "$src/symtestcheck/coll/$c.java"
done
cp "$here/SymtestPrimitives.java" "$here/CheckBridge.java" "$src/symtestcheck/util/"
sed 's/^package symtestcheck\.util;/package symtestcheck.coll;/' "$here/SymtestPrimitives.java" \
  > "$src/symtestcheck/coll/SymtestPrimitives.java"
cp "$here/CheckMain.java" "$here"/*Family.java "$src/symtestdriver/"
javac -nowarn -encoding UTF-8 -d "$work/classes" $(find "$src" -name '*.java')
# --add-opens: the check reads the JDK's modCount and table length by reflection.
[ -n "${FNCHECK_NO_RUN:-}" ] && { cp -r "$work/classes" "$FNCHECK_NO_RUN"; exit 0; }
java --add-opens java.base/java.util=ALL-UNNAMED \
  --add-opens java.base/java.util.function=ALL-UNNAMED ${FNCHECK_JAVA_OPTS:-} \
  -cp "$work/classes" symtestdriver.CheckMain "$@"
