# Shared by the bench scripts (sourced, not run).
# bench_tools BUILD_DIR CLASS_SUBDIR: sets `symtest` and `classes` for that build, or exits 2
# asking for a build.
bench_tools() {
  symtest=$1/src/cli/symtest
  classes=$1/$2
  [ -x "$symtest" ] && [ -d "$classes" ] || { echo "build first: ninja -C $1" >&2; exit 2; }
}

# generate_unrelated COUNT DIR: COUNT unrelated classes compiled into DIR (kept between runs).
generate_unrelated() {
  local count=$1 dir=$2 src=$2.src
  [[ -f $dir/.complete ]] && return
  rm -rf "$dir" "$src" && mkdir -p "$dir" "$src"
  # One awk writes every source file (a process per file would dominate at 50,000).
  awk -v count="$count" -v src="$src" 'BEGIN {
    for (i = 0; i < count; i++) {
      p = int(i / 500)
      if (i % 500 == 0) system("mkdir -p " src "/gen/p" p)
      f = src "/gen/p" p "/Unrelated" i ".java"
      c = "Unrelated" i
      print "package gen.p" p ";" > f
      print "public class " c " implements Comparable<" c "> {" > f
      print "    private int value;" > f
      print "    private final String name = \"u" i "\";" > f
      print "    public " c "(int value) { this.value = value; }" > f
      print "    public int scaled(int k) { return k > 0 ? value * k : -value; }" > f
      print "    public java.util.function.IntSupplier supplier() { return () -> value + " i "; }" > f
      print "    @Override public int compareTo(" c " o) { return Integer.compare(value, o.value); }" > f
      print "    @Override public String toString() { return name + value; }" > f
      print "}" > f
      close(f)
    }
  }'
  find "$src" -name '*.java' >"$src/files"
  # In batches: javac's memory grows with the number of files it compiles at once.
  split -l 5000 "$src/files" "$src/batch."
  for b in "$src"/batch.*; do javac -nowarn -d "$dir" @"$b" || exit 1; done
  touch "$dir/.complete"
}
