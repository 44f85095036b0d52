#!/usr/bin/env bash
# When do methods find their coverage? (issue 53: budgets that bind.) Runs `symtest gen` on
# classes of real libraries with neither cut (--stall 0, --max-work 25M) and every test case
# that covered something new kept (--keep-all: the JSON's `work` of each test case is when it
# was found), then prints, for budgets B (--max-work) and stall windows S (--stall), the work
# the runs would have done and how many of those test cases would have been lost.
#
# usage: bench/stall.sh [BUILD_DIR] [JAR:CLASS ...]   (default: 12 classes of five Debian libs)
set -u
build=${1:-build}
shift || true
. "$(dirname "$0")/lib.sh"
bench_tools "$build" examples/classes
lib=/usr/share/java
subjects=("$@")
[[ ${#subjects[@]} -gt 0 ]] || subjects=(
  commons-codec.jar:org.apache.commons.codec.binary.Base32
  commons-codec.jar:org.apache.commons.codec.language.Soundex
  commons-codec.jar:org.apache.commons.codec.language.Metaphone
  commons-codec.jar:org.apache.commons.codec.net.URLCodec
  commons-lang3.jar:org.apache.commons.lang3.CharSequenceUtils
  commons-lang3.jar:org.apache.commons.lang3.BooleanUtils
  commons-lang3.jar:org.apache.commons.lang3.math.NumberUtils
  commons-text.jar:org.apache.commons.text.WordUtils
  commons-text.jar:org.apache.commons.text.similarity.LevenshteinDistance
  commons-collections4.jar:org.apache.commons.collections4.CollectionUtils
  jsoup.jar:org.jsoup.parser.CharacterReader
  jsoup.jar:org.jsoup.internal.StringUtil)
work=$(mktemp -d "${TMPDIR:-/tmp}/symtest-bench-stall.XXXXXX")
trap 'rm -rf "$work"' EXIT
for s in "${subjects[@]}"; do
  jar=${s%%:*} cls=${s#*:}
  [[ -f $lib/$jar ]] || { echo "$lib/$jar: not found (apt-get install the library)"; continue; }
  "$symtest" gen -q --cp "$lib/$jar" "$cls" --stall 0 --max-work 25M --keep-all \
    --json "$work/$cls.json" >/dev/null 2>&1
done
python3 - "$work" <<'PY'
import glob, json, os, sys
methods = []  # (final work, [work at each test case that covered something new])
for f in glob.glob(os.path.join(sys.argv[1], "*.json")):
    for m in json.load(open(f))["methods"]:
        e = m.get("exploration")
        if e:
            methods.append((e.get("work", 0), sorted(t.get("work", 0) for t in m["testCases"])))
total = sum(w for w, _ in methods)
found = sum(len(p) for _, p in methods)
print(f"{len(methods)} methods, {found} test cases that covered something new, work {total / 1e6:.1f}M")
print("| --max-work | --stall | work | lost test cases |\n| --- | --- | --- | --- |")
for budget in (6e6, 10e6, 15e6, 25e6):
    for stall in (2e6, 3e6, 5e6):
        done = lost = 0
        for w, progress in methods:
            stop, kept, last = min(w, budget), len(progress), None
            for i, p in enumerate(progress):
                if p >= budget or (last is not None and p - last >= stall):
                    stop, kept = min(stop, budget if p >= budget else last + stall), i
                    break
                last = p
            else:
                if last is not None and w - last >= stall:
                    stop = min(stop, last + stall)
            done += stop
            lost += len(progress) - kept
        print(f"| {budget / 1e6:.0f}M | {stall / 1e6:.0f}M | {100 * done / total:.0f}% | {lost} of {found} |")
PY
