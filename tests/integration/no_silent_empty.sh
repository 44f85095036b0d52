#!/usr/bin/env bash
# No silent zero results (issue 34): in a symtest JSON report, no method may end "complete"
# with no test case; it must have tests, or be skipped or partial with the reason.
# Usage: no_silent_empty.sh REPORT.json...
set -u
failed=0 methods=0
for report in "$@"; do
  if [[ ! -s $report ]]; then echo "FAIL: no report $report"; failed=1; continue; fi
  # Keys are sorted: a method's "status" comes before its "testCases" (both at 6 spaces).
  out=$(awk '
    /^      "class": /    { cls = $2 }
    /^      "method": /   { m = $2 }
    /^      "status": /   { status = $2; n++ }
    /^      "testCases": \[\]/ { if (status ~ /"complete"/) print cls m }
    END { print "methods " n }' "$report")
  methods=$((methods + $(grep '^methods ' <<<"$out" | cut -d' ' -f2)))
  while read -r line; do
    [[ -z $line || $line == methods* ]] && continue
    echo "FAIL: $report: $line is complete with no test case and no reason"
    failed=1
  done <<<"$out"
done
echo "no silent empty results: $methods methods checked, $([[ $failed -eq 0 ]] && echo none || echo SOME) complete without a test"
exit $failed
