#!/usr/bin/env bash
# The HTML report in a real browser: symtest gen --html on example classes (integers, arrays,
# linked structures), then headless Chromium takes screenshots of the index and a class page
# (checked not blank) and dumps their DOM, which must show every method's coverage numbers of
# the JSON report and a heap drawing for every test case that has a heap. seq and project
# write reports too. Exit 77 (skipped) when chromium or Graphviz is missing.
#   html_report_test.sh SYMTEST CLASSES SOURCES WORK
set -u
symtest=$1 classes=$2 sources=$3 work=$4
here=$(cd "$(dirname "$0")" && pwd)
for tool in chromium dot; do
  command -v "$tool" >/dev/null || { echo "html report test: $tool is not installed: skipped"; exit 77; }
done
rm -rf "$work" && mkdir -p "$work"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
browser() { chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars "$@" 2>/dev/null; }

subjects=(Arith LinkedBag SinglyLinkedList Shapes Words)
"$symtest" gen -q --cp "$classes" "${subjects[@]}" --sourcepath "$sources" --json "$work/gen.json" \
  --html "$work/html" >"$work/gen.out" 2>&1
rc=$?
[[ $rc == 0 || $rc == 3 ]] || { fail "gen --html: exit $rc"; cat "$work/gen.out"; }
for page in index LinkedBag; do
  browser --window-size=1280,1024 --screenshot="$work/$page.png" "file://$work/html/$page.html" >/dev/null
  browser --dump-dom "file://$work/html/$page.html" >"$work/$page.dom"
done
python3 "$here/html_report_check.py" "$work/gen.json" "$work/html" "$work" "${subjects[@]}" ||
  fail "the report does not show what the JSON holds"

# seq and project write the same kind of report.
"$symtest" seq -q --cp "$classes/../sequence-classes" BoundedIntStack --length 2 --html "$work/seq-html" \
  >/dev/null 2>&1
grep -q 'BoundedIntStack' "$work/seq-html/index.html" 2>/dev/null && [[ -f $work/seq-html/BoundedIntStack.html ]] ||
  fail "seq --html wrote no report"
mkdir -p "$work/project"
"$symtest" project -q "$work/project" --classes "$classes" --include Arith --include Words \
  --html "$work/project-html" >/dev/null 2>&1
[[ -f $work/project-html/Arith.html && -f $work/project-html/Words.html ]] || fail "project --html wrote no report"
# An unwritable report directory: exit 2 before any work.
out=$("$symtest" gen -q --cp "$classes" Arith --html /proc/forbidden 2>&1)
[[ $? == 2 && $out == *"--html"* ]] || fail "--html /proc/forbidden: $out"

[[ $failures == 0 ]] && echo "html report: pages, screenshots and DOM agree with the JSON"
exit $((failures > 0))
