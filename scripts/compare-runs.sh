#!/usr/bin/env bash
# Behaviour unchanged: runs two symtest binaries (before and after a change) over the example
# subjects with the same options and requires the same JSON but for its timing fields, the
# same JUnit files and the same exit codes.
#   scripts/compare-runs.sh OLD_SYMTEST NEW_SYMTEST CLASSES_DIR WORK [GEN_OPTION...] -- CLASS...
set -u
old=$1 new=$2 classes=$3 work=$4
shift 4
options=()
while [[ $# -gt 0 && $1 != -- ]]; do options+=("$1"); shift; done
[[ ${1-} == -- ]] && shift
rm -rf "$work" && mkdir -p "$work"
untimed() { sed -E '/"(seconds|solverSeconds)": /d' "$1"; }
failed=0
for cls in "$@"; do
  for side in old new; do
    bin=$old
    [[ $side == new ]] && bin=$new
    "$bin" gen -q --cp "$classes" "$cls" "${options[@]}" --json "$work/$side-$cls.json" \
      --junit "$work/$side-$cls" >/dev/null 2>"$work/$side-$cls.err"
    echo $? >"$work/$side-$cls.rc"
  done
  if ! cmp -s "$work/old-$cls.rc" "$work/new-$cls.rc" ||
     ! diff <(untimed "$work/old-$cls.json") <(untimed "$work/new-$cls.json") >/dev/null ||
     ! diff -r "$work/old-$cls" "$work/new-$cls" >/dev/null; then
    echo "DIFFER $cls (${options[*]})"; failed=1
  fi
done
[[ $failed == 0 ]] && echo "SAME $# classes (${options[*]})"
exit $failed
