#!/bin/sh
# Differential check of the regex models (java.util.regex.Pattern and Matcher, and String's
# matches, replaceAll, replaceFirst and split) against the real JDK 17 (see README.md).
# Usage: models/check/regex/run.sh [trials, default 200000] [seed]
set -e
here=$(cd "$(dirname "$0")" && pwd)
check_name=regexcheck
. "$here/../workdir.sh"
mkdir -p "$work/src/symtestcheck/regex" "$work/src/symtestdriver" "$work/classes"
# The models become symtestcheck.regex; MatchResult stays the JDK's interface.
for c in Pattern Matcher; do
  sed -e 's/^package java\.util\.regex;/package symtestcheck.regex;/' \
      -e 's/implements MatchResult/implements java.util.regex.MatchResult/' \
    "$models/java/util/regex/$c.java" > "$work/src/symtestcheck/regex/$c.java"
done
cp "$here/RegexCheck.java" "$work/src/symtestdriver/"
javac -nowarn -encoding UTF-8 -d "$work/classes" $(find "$work/src" -name '*.java')
java ${REGEXCHECK_JAVA_OPTS:-} -cp "$work/classes" symtestdriver.RegexCheck "$@"
