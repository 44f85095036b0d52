# Shared by the bench scripts (sourced, not run).
# bench_tools BUILD_DIR CLASS_SUBDIR: sets `symtest` and `classes` for that build, or exits 2
# asking for a build.
bench_tools() {
  symtest=$1/src/cli/symtest
  classes=$1/$2
  [ -x "$symtest" ] && [ -d "$classes" ] || { echo "build first: ninja -C $1" >&2; exit 2; }
}
