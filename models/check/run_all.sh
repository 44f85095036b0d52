#!/bin/sh
# Every differential check of the models (models/check/run.sh and models/check/*/run.sh) with
# COUNT trials each (default 20000), against the JDK whose java and javac come first on PATH
# (JAVA_HOME's when set): the CTests model_checks_jdkN run it once per JDK the build found.
# Prints PASS or FAIL per check (a failing check's last lines too); exits 1 if any failed.
# Usage: models/check/run_all.sh [COUNT]
set -u
here=$(cd "$(dirname "$0")" && pwd)
count=${1:-20000}
if [ -n "${JAVA_HOME:-}" ]; then
  PATH="$JAVA_HOME/bin:$PATH"
  export PATH
fi
echo "model checks on $(java -version 2>&1 | head -n 1), $count trials each"
log=$(mktemp "${TMPDIR:-/tmp}/symtest-modelchecks.XXXXXX")
trap 'rm -f "$log"' EXIT
status=0
for check in "$here/run.sh" "$here"/*/run.sh; do
  name=$(basename "$(dirname "$check")")
  [ "$check" = "$here/run.sh" ] && name=floating-point
  if sh "$check" "$count" >"$log" 2>&1; then
    echo "PASS  $name"
  else
    echo "FAIL  $name"
    tail -n 30 "$log" | sed 's/^/      /'
    status=1
  fi
done
exit $status
