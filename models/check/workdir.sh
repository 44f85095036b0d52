# Sourced by the differential checks' run.sh after they set $here (their directory) and
# $check_name: the model sources ($models, SYMTEST_MODEL_SOURCES overrides) and a work
# directory ($work) removed when the check ends or is interrupted.
models=${SYMTEST_MODEL_SOURCES:-$here/../../src}
work=$(mktemp -d "${TMPDIR:-/tmp}/symtest-$check_name.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
