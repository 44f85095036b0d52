#!/bin/sh
# Differential check of the stream models against the real JDK 17 (see README.md).
# Usage: models/check/streams/run.sh [programs, default 300000] [seed] [index to show]
set -e
here=$(cd "$(dirname "$0")" && pwd)
check_name=streamcheck
. "$here/../workdir.sh"
mkdir -p "$work/src/symtestcheck/util" "$work/src/symtestcheck/stream" \
         "$work/src/symtestdriver/jdk" "$work/src/symtestdriver/model" "$work/classes"
# Renamed copies: java.util.stream becomes symtestcheck.stream, the collection models
# symtestcheck.util (importing the rest of java.util, which they extend). java.util.function,
# Optional*, Comparator and java.lang are the JDK's on both sides. The copies' stream() and
# parallelStream() become symtestStream() and symtestParallelStream() (their Stream is not the
# JDK's, so they cannot override Collection.stream()).
utils="ArrayList LinkedList HashMap HashSet Arrays Collections Comparators ImmutableCollections \
  SymtestCollections ReverseOrderListView \
  IntSummaryStatistics"
touse=$(echo $utils | sed 's/ /\\|/g')
rename="s/java\.util\.stream\./symtestcheck.stream./g; s/^import java\.util\.\($touse\);/import symtestcheck.util.\1;/"
rename="$rename; s/java\.util\.IntSummaryStatistics/symtestcheck.util.IntSummaryStatistics/g"
for f in "$models"/java/util/stream/*.java; do
  sed -e 's/^package java\.util\.stream;/package symtestcheck.stream;/' -e "$rename" "$f" \
    > "$work/src/symtestcheck/stream/$(basename "$f")"
done
for c in $utils; do
  sed -e 's/^package java\.util;/package symtestcheck.util;\nimport java.util.*;/' -e "$rename" \
      -e 's/\bstream()/symtestStream()/g; s/\bparallelStream()/symtestParallelStream()/g' \
    "$models/java/util/$c.java" > "$work/src/symtestcheck/util/$c.java"
done
cp "$here/SymtestPrimitives.java" "$work/src/symtestcheck/util/"
cp "$here/ModelBridge.java" "$work/src/symtestcheck/util/Bridge.java"
cp "$here/StreamCheck.java" "$here/Program.java" "$here/E.java" "$here/Log.java" \
   "$here/Fns.java" "$here/Render.java" "$work/src/symtestdriver/"
cp "$here/JdkBridge.java" "$work/src/symtestdriver/jdk/Bridge.java"
sed 's/SIDE/jdk/' "$here/Runner.java.template" > "$work/src/symtestdriver/jdk/Runner.java"
sed -e 's/SIDE/model/' -e "s/^import java\.util\.stream\./import symtestcheck.stream./" \
    -e "s/^import java\.util\.\($touse\);/import symtestcheck.util.\1;/" \
    -e 's|^//BRIDGE$|import symtestcheck.util.Bridge;|' \
    -e 's/java\.util\.IntSummaryStatistics/symtestcheck.util.IntSummaryStatistics/g' \
    "$here/Runner.java.template" > "$work/src/symtestdriver/model/Runner.java"
javac -nowarn -encoding UTF-8 -d "$work/classes" $(find "$work/src" -name '*.java')
# JVM null-pointer messages off (the models throw theirs without), and no preallocated
# exceptions without messages in hot code.
java -XX:-ShowCodeDetailsInExceptionMessages -XX:-OmitStackTraceInFastThrow ${STREAMCHECK_JAVA_OPTS:-} \
  -cp "$work/classes" symtestdriver.StreamCheck "$@"
