#!/usr/bin/env bash
# Drives the real symtest CLI on good and bad input and checks exit codes and messages.
# Usage: cli_test.sh SYMTEST EXAMPLES_CLASSES_DIR INTEGRATION_CLASSES_DIR WORK_DIR SOURCE_DIR
#        JSON_CHECK
set -u
symtest=$1 examples=$2 classes=$3 work=$4 src=$5 json_check=$6 modern_jdk=${7:-}
rm -rf "$work" && mkdir -p "$work"
passed=0 failed=0

# check NAME EXPECTED_EXIT PATTERN -- COMMAND...: runs COMMAND, requires its exit code and
# that PATTERN (extended regex) occurs in its combined output.
check() {
  local name=$1 expected=$2 pattern=$3
  shift 4
  local out code
  out=$("$@" 2>&1)
  code=$?
  if [[ $code -eq $expected ]] && grep -Eq -- "$pattern" <<<"$out"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL $name: exit $code (expected $expected), output:"
    head -20 <<<"$out" | sed 's/^/    /'
  fi
}

# Good input.
check gen-method 0 "Arith.static int lcm\(int a, int b\)" -- "$symtest" gen -q --cp "$examples" Arith.lcm
check gen-descriptor 0 "int abs\(int a\)" -- "$symtest" gen -q --cp "$examples" 'Arith#abs(I)I'
check clp-lcm 0 "^lcm\(\[A,B\],\[R\],EF\) :-" -- "$symtest" clp --cp "$examples" Arith.lcm
check clp-gcd-loop 0 "gcd_0\(\[A,B1\],\[R\],EF\)" -- "$symtest" clp --cp "$examples" Arith.gcd
check java-source 0 "static int twice\(int x\)" -- "$symtest" gen -q "$src/java/Mixed.java"
(cd "$examples" && jar cf "$work/examples.jar" ./*.class)
check jar-classpath 0 "Recursion.static int factorial" -- "$symtest" gen -q --cp "$work/examples.jar" Recursion.factorial
check json-and-junit 0 "test cases" -- "$symtest" gen -q --cp "$examples" Arith --json "$work/arith.json" --junit "$work/junit"
if grep -q '"classCoverage"' "$work/arith.json" && [[ -f "$work/junit/ArithTest.java" ]] &&
   grep -q 'assertThrowsExactly\|assertEquals' "$work/junit/ArithTest.java"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL json-and-junit: outputs missing"
fi

# Criteria: the default is branch with suite reduction; the others on request; bad ones name
# what is wrong.
check criterion-default 0 "\\(branch, reduced\\)" -- "$symtest" gen -q --cp "$examples" Arith.lcm
check criterion-all-paths 0 "\\(all-paths\\)" -- "$symtest" gen -q --cp "$examples" Arith.lcm --criterion all-paths --keep-all
check criterion-reduced 0 "test cases kept: the others add no coverage" -- "$symtest" gen -q --cp "$examples" Loops --criterion all-paths
check criterion-points 0 "point Arith#lcm\\(II\\)I@0: reached \\(test 1\\)" -- "$symtest" gen -q --cp "$examples" Arith.lcm --criterion 'program-points:Arith#lcm(II)I@0'
check criterion-point-elsewhere 0 "point Arith.abs:[0-9]+: unreachable \\(no such instruction" -- "$symtest" gen -q --cp "$examples" Arith.lcm --criterion program-points:Arith.abs:1000
check criterion-unknown 2 "unknown criterion 'paths'" -- "$symtest" gen -q --cp "$examples" Arith --criterion paths
check criterion-bad-point 2 "program point 'Arith.lcm' is neither" -- "$symtest" gen -q --cp "$examples" Arith --criterion program-points:Arith.lcm
"$symtest" gen -q --cp "$examples" Arith.lcm --criterion program-points:Arith.lcm:1000 --json "$work/points.json" >/dev/null 2>&1
if grep -q '"criterion": "program-points:Arith.lcm:1000"' "$work/points.json" &&
   grep -q '"status": "unreachable"' "$work/points.json"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL criterion-json: criterion or point status missing"
fi

# Costs and resource policies (issue 12).
check cost-table 0 "cost: instructions [0-9]+, memory [0-9]+" -- "$symtest" gen -q --cp "$examples" Vector.multiples -k 2 --cost instructions --cost memory
check cost-policy 0 "\\(all-paths\\)" -- "$symtest" gen -q --cp "$examples" Vector.multiples -k 3 --cost instructions --policy 'instructions <= 60'
check cost-bad-model 2 "unknown cost model 'time'" -- "$symtest" gen -q --cp "$examples" Vector --cost time
check cost-bad-policy 2 "is neither 'MODEL >= N'" -- "$symtest" gen -q --cp "$examples" Vector --policy 'instructions = 3'
"$symtest" gen -q --cp "$examples" Vector.multiples -k 3 --policy 'max:instructions' --json "$work/cost.json" --junit "$work/cost" >/dev/null 2>&1
if grep -q '"model": "instructions"' "$work/cost.json" && grep -q '// Cost: instructions' "$work/cost/VectorTest.java"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL cost-json-junit: cost missing from the JSON or the JUnit comment"
fi

# Resource-driven search, both ways: the trace-guided search keeps exactly the test cases of
# the static-bound search (inputs, outcomes, costs) on each subject and policy; with receivers
# built through the API too (their building is not counted, and prunes nothing).
for subject in Vector Loops Recursion Settlement Arith Shapes BinarySearchTree Vector:api \
  Settlement:api BinarySearchTree:api; do
  receivers=fields
  [[ $subject == *:api ]] && receivers=api && subject=${subject%:api}
  for policy in 'instructions >= 60' 'max:instructions' 'steps >= 12'; do
    rows() {
      "$symtest" gen -q --cp "$examples" "$subject" -k 3 --cost instructions --policy "$policy" \
        --policy-search "$1" --receivers "$receivers" 2>&1 | grep -E '^ +[0-9]+ |cost:|test cases?, k=' | grep -v ' abstract states' | sed -E 's/, [0-9.]+ s( |$)/\1/'
    }
    bounds=$(rows bounds) traces=$(rows traces)
    if [[ -n $bounds && $bounds == "$traces" ]]; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1)); echo "FAIL policy-search $subject ($receivers) '$policy': traces differ from bounds"
      diff <(echo "$bounds") <(echo "$traces") | head -10 | sed 's/^/    /'
    fi
  done
done
check policy-search-counters 0 "[0-9]+ abstract states, [0-9]+ abstract traces" -- "$symtest" gen -q --cp "$examples" Vector.multiples -k 4 --policy 'instructions >= 100' --policy-search traces
check policy-search-bad 2 "policy-search" -- "$symtest" gen -q --cp "$examples" Vector --policy 'max:steps' --policy-search guess

# symtest seq: sequences of public calls, the pruning reported, bad classes refused.
seqs="$examples/../sequence-classes"
# Heap assumptions and the heap solver shape lazily initialized inputs: the receiver is one with
# --receivers fields.
check assume-removes 0 "[1-9][0-9]* aliases removed by heap assumptions" -- "$symtest" gen -q --cp "$examples" BinarySearchTree.remove -k 3 --receivers fields --assume 'acyclic(TreeNode.left, TreeNode.right)' --assume 'unshared(TreeNode.left,TreeNode.right)'
printf 'noalias(List, List)  # two lists\nacyclic(Node.next)\n' > "$work/shapes.txt"
check assume-file 0 "aliases removed by heap assumptions" -- "$symtest" gen -q --cp "$examples" List.remAll -k 3 --assumptions "$work/shapes.txt"
check assume-bad 2 "--assume: 'cyclic\(Node.next\)': unknown assumption 'cyclic'" -- "$symtest" gen -q --cp "$examples" List.remAll --assume 'cyclic(Node.next)'
printf 'acyclic(Node.next)\nnoalias(List)\n' > "$work/bad-shapes.txt"
check assume-bad-file 2 "bad-shapes.txt:2: 'noalias\(List\)': noalias takes two classes" -- "$symtest" gen -q --cp "$examples" List.remAll --assumptions "$work/bad-shapes.txt"
check assume-unknown 2 "heap assumption names 'Node.left', which no class on the class path has" -- "$symtest" gen -q --cp "$examples" BinarySearchTree.remove --assume 'acyclic(Node.left)'
# The heap solver: identities in the path condition, merged objects, its JSON section.
check heap-solver 0 "&l == &this" -- "$symtest" gen -q --cp "$examples" List.remAll -k 2 --criterion all-paths --keep-all --heap solver --receivers fields
check heap-solver-merged 0 "this = l, l -> List" -- "$symtest" gen -q --cp "$examples" List.remAll -k 2 --criterion all-paths --keep-all --heap solver --receivers fields
"$symtest" gen -q --cp "$examples" List.remAll --heap solver --json "$work/heap.json" >/dev/null 2>&1
check heap-solver-json 0 '"heapSolver": \{' -- cat "$work/heap.json"
check heap-solver-assume 0 "[1-9][0-9]* aliases removed by heap assumptions" -- "$symtest" gen -q --cp "$examples" BinarySearchTree.remove -k 3 --heap solver --receivers fields --assume 'acyclic(TreeNode.left, TreeNode.right)'
check heap-bad 2 "--heap: eager not in \{lazy,solver\}" -- "$symtest" gen -q --cp "$examples" List.remAll --heap eager
check heap-solver-compose 2 "--heap solver cannot be combined with compositional generation" -- "$symtest" gen -q --cp "$examples" List.remAll --heap solver --compositional on
check seq-table 0 "[0-9]+ tests, [0-9]+ states, [1-9][0-9]* subsumed" -- "$symtest" seq -q --cp "$seqs" IntSearchTree --length 2
check seq-observers 0 "observers \(asserted after the last call\): peek\(\), size\(\), isEmpty\(\), isFull\(\)" -- "$symtest" seq -q --cp "$seqs" BoundedIntStack --length 2
check seq-observers-off 0 "size\(\) == 0" -- "$symtest" seq -q --cp "$seqs" BoundedIntStack --length 1 --observers off
check seq-arguments 0 "objects passed: pushAll\(LinkedStack other\): null, the receiver, a LinkedStack built through its API" -- "$symtest" seq -q --cp "$seqs" LinkedStack --length 1
# Objects as arguments: the receiver itself, and one built by its constructor and a call.
check seq-argument-receiver 0 "linkedStack.pushAll\(linkedStack\) == 0" -- "$symtest" seq -q --cp "$seqs" LinkedStack --length 1
check seq-argument-built 0 "LinkedStack<Integer> other = new LinkedStack<>\(\); other.push\(Integer.valueOf\(0\)\); linkedStack.pushAll\(other\) == 1" -- "$symtest" seq -q --cp "$seqs" LinkedStack --length 1
check seq-argument-other-class 0 "Account to2? = new Account\([0-9]+\); to2?.freeze\(\); ledger.transfer\(from2?, to2?, 1\) throws IllegalStateException" -- "$symtest" seq -q --cp "$seqs" Ledger --length 2
check seq-argument-alias 0 "ledger.transfer\(from, from, 0\) == false" -- "$symtest" seq -q --cp "$seqs" Ledger --length 1
check seq-argument-calls-0 0 "Account from = new Account\([0-9]+\); Account to = new Account\([0-9]+\); ledger.transfer" -- "$symtest" seq -q --cp "$seqs" Ledger --length 1 --argument-calls 0
check seq-argument-calls-bad 2 "--argument-calls" -- "$symtest" seq -q --cp "$seqs" Ledger --argument-calls 9
check seq-json 0 "new BoundedIntStack" -- "$symtest" seq -q --cp "$seqs" BoundedIntStack --length 2 --json "$work/seq.json" --junit "$work/seq-junit"
if grep -q '"subsumed"' "$work/seq.json" && grep -q '"classCoverage"' "$work/seq.json" &&
   grep -q 'new BoundedIntStack' "$work/seq-junit/BoundedIntStackSequenceTest.java"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL seq-json: sequences missing from the JSON or the JUnit test"
fi
check seq-off 0 " 0 subsumed" -- "$symtest" seq -q --cp "$seqs" BoundedIntStack --length 2 --subsumption off
check seq-missing 2 "class not found: Nope" -- "$symtest" seq -q --cp "$seqs" Nope
check seq-abstract 2 "Shape is abstract" -- "$symtest" seq -q --cp "$examples" Shape
check seq-no-constructor 2 "no public constructor: use gen" -- "$symtest" seq -q --cp "$examples" Arith

# A JDK class without a model runs on the JVM beside the run (--unhandled jvm, the default):
# its constructor and methods are calls there, each shown with its values; with --unhandled
# stop its paths end at the unhandled call, and each method says so; the rest of the class, and
# of each method, is processed.
check jdk-runs 0 "ran on the JVM: \(a java.util.concurrent.ConcurrentSkipListMap\).size\(\) returned 1" -- "$symtest" gen -q --cp "$classes" Mixed.sorted
check unsupported-reported 3 "PARTIAL: paths end at unhandled calls: java.util.concurrent.ConcurrentSkipListMap.<init>" -- "$symtest" gen -q --cp "$classes" Mixed --unhandled stop
check unsupported-others-run 3 "static int sign\(int x\)" -- "$symtest" gen -q --cp "$classes" Mixed --unhandled stop
check unsupported-counted 3 "7 methods, 7 test cases \(branch, reduced\), 0 skipped, 2 partial" -- "$symtest" gen -q --cp "$classes" Mixed --unhandled stop
check unsupported-only-target 3 "0 test cases.*PARTIAL: paths end at unhandled calls" -- "$symtest" gen -q --cp "$classes" Mixed.usesSorted --unhandled stop
check lambdas-run 0 "static int applyTwice\(int x\)" -- "$symtest" gen -q --cp "$classes" Mixed.applyTwice
# A model's loop whose test runs in a lambda of the code under test branches at every turn:
# block-k bounds it (it used to run until memory ran out), and the method completes.
check model-loop-bounded 0 "ModelLoops.static int below\(int n\)" -- "$symtest" gen -q --cp "$classes" ModelLoops.below
check sealed-records 0 "static int eval\\(Sealed.Expr e\\)" -- "$symtest" gen -q --cp "$classes" Sealed.eval
"$symtest" gen -q --cp "$classes" Sealed.eval --junit "$work/sealed" >/dev/null 2>&1
if grep -q "new Sealed.Add(" "$work/sealed/SealedTest.java" && ! grep -q "allocate(Sealed" "$work/sealed/SealedTest.java"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL sealed-records-junit: records are not built by their constructors"
fi
check floating-point-runs 0 "static double half\(double x\)" -- "$symtest" gen -q --cp "$classes" Mixed.half
# Character's classification is one condition each, printed as the call, over all of Unicode.
check unicode-conditions 0 "!Character.isLetter\(c\) && !Character.isDefined\(c\)" -- "$symtest" gen -q --cp "$classes" Patterns.kind
check unicode-beyond-latin1 0 "returns \"letter beyond Latin-1\"" -- "$symtest" gen -q --cp "$classes" Patterns.kind
# A Pattern that a class initializer compiled is the model's inside: its tests neither build
# nor assert its arrays.
"$symtest" gen -q --cp "$classes" Patterns.digit --junit "$work/patterns" >/dev/null 2>&1
if grep -q "digit_returns" "$work/patterns/PatternsTest.java" &&
  ! grep -q "new int\[\|new char\[" "$work/patterns/PatternsTest.java"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL static-pattern-junit: the test builds the model's arrays"
fi

# Bad input: one line naming the culprit, exit code 2, never a crash.
check missing-class 2 "class NoSuchClass not found" -- "$symtest" gen --cp "$examples" NoSuchClass.m
check missing-method 2 "method nope not found in class Arith" -- "$symtest" gen --cp "$examples" Arith.nope
check missing-cp-entry 2 "/no/such/dir" -- "$symtest" gen --cp /no/such/dir Arith
printf 'not a zip file' >"$work/broken.jar"
check unreadable-jar 2 "broken.jar" -- "$symtest" gen --cp "$work/broken.jar" Arith
mkdir -p "$work/corrupt" && head -c 100 "$examples/Arith.class" >"$work/corrupt/Arith.class"
check corrupt-class 2 "Arith.class: byte [0-9]+" -- "$symtest" gen --cp "$work/corrupt" Arith
# A class file newer than Java 25 (major version 70): the file and its version.
mkdir -p "$work/java26"
python3 -c 'import sys; b = bytearray(open(sys.argv[1], "rb").read()); b[6:8] = (70).to_bytes(2, "big"); open(sys.argv[2], "wb").write(b)' \
  "$examples/Arith.class" "$work/java26/Arith.class"
check class-version-70 2 "Arith.class.*version 70.0.*up to Java 25" -- "$symtest" gen --cp "$work/java26" Arith
check bad-k 2 "-k" -- "$symtest" gen --cp "$examples" Arith -k 0
check bad-k-text 2 "-k" -- "$symtest" gen --cp "$examples" Arith -k two
check no-target 2 "targets" -- "$symtest" gen --cp "$examples"
check unknown-flag 2 "--frobnicate" -- "$symtest" gen --frobnicate --cp "$examples" Arith

# Limits end the run cleanly with partial results marked (exit 3).
check path-limit 3 "PARTIAL: path limit" -- "$symtest" gen -q --cp "$classes" Loopy.count -k 3 --max-paths 5 --criterion all-paths
check time-limit 3 "PARTIAL: time limit" -- "$symtest" gen -q --cp "$classes" Loopy.count -k 100 --time-limit 0.02
"$symtest" gen -q --cp "$classes" Loopy.count -k 3 --max-paths 5 --criterion all-paths --json "$work/partial.json" >/dev/null 2>&1
if grep -q '"partial": true' "$work/partial.json" && grep -q '"status": "partial"' "$work/partial.json"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL partial-json: partial results not marked"
fi

# Targets and the tests they give (issue 34): nested and inherited methods, typos, classes with
# nothing to test; inner classes, checked exceptions, overloads and null.
check target-nested 0 "IntLinkedList\\\$Itr.boolean hasNext\\(\\)" -- "$symtest" gen -q --cp "$examples" IntLinkedList.Itr
check target-nested-in-class 0 "Tags\\\$Tag.java.lang.String name\\(\\)" -- "$symtest" gen -q --cp "$examples" com.acme.util.Tags
check target-inherited 0 "^Square.int perimeter\\(\\)" -- "$symtest" gen -q --cp "$examples" Square.perimeter
check target-typo 2 "class Searchs not found on the class path; did you mean Searches\\?" -- "$symtest" gen -q --cp "$examples" Searchs
check target-typo-package 2 "class com.acme.util.Tagz not found on the class path; did you mean com.acme.util.Tags" -- "$symtest" gen -q --cp "$examples" com.acme.util.Tagz
check target-nothing 2 "IntLinkedList\\\$Node has no method a test can call" -- "$symtest" gen -q --cp "$examples" 'IntLinkedList$Node'
check seq-inner-class 2 "IntLinkedList.Itr is an inner class" -- "$symtest" seq -q --cp "$examples" 'IntLinkedList$Itr'
check index-split-k3 0 "25 test cases, k=3" -- "$symtest" gen -q --cp "$examples" HeapPriorityQueue.removeMin -k 3 --criterion all-paths --keep-all --receivers fields
"$symtest" gen -q --cp "$examples" IntLinkedList com.acme.util.Names Searches --junit "$work/compiling" >/dev/null 2>&1
check inner-new 0 "\\.new IntLinkedList.Itr\\(|\\.new Itr\\(" -- cat "$work/compiling/IntLinkedList_ItrTest.java"
check checked-throws 0 "void parseAge_.*\\(\\) throws Exception \\{" -- cat "$work/compiling/com/acme/util/NamesTest.java"
check null-overload 0 "\\(int\\[\\]\\) null|\\(java.lang.String\\) null" -- cat "$work/compiling/SearchesTest.java"
check generic-array 0 "java.lang.Integer\\[\\] " -- cat "$work/compiling/SearchesTest.java"
check unhandled-static-field 3 "PARTIAL: paths end at unhandled calls: java.nio.charset.StandardCharsets.UTF_8" -- "$symtest" gen -q --cp "$classes" JdkStatics.utf8Length --unhandled stop
check jdk-static-field 0 "ran on the JVM: java.nio.charset.StandardCharsets.UTF_8 returned a sun.nio.cs.UTF_8" -- "$symtest" gen -q --cp "$classes" JdkStatics.utf8Length
check jdk-set-property 0 'ran on the JVM: System.setProperty\("symtest.cli.mode", ""\)' -- \
  "$symtest" gen -q --cp "$classes" JdkStatics.setAndRead
# Math's transcendental functions: fdlibm's, bit for bit, where JDK 17 computes them so (cbrt,
# StrictMath); their values read as the calls, the model's own branches are not printed; a
# whole-degree angle is decided by trying its 89 values; Math.sin, a HotSpot intrinsic, runs on
# the JVM the tests run on (or, with --unhandled stop, stays an unhandled call).
check fdlibm-cbrt 0 "1 +1\.0 +returns 1\.0 +true$" -- "$symtest" gen -q --cp "$classes" Trig.side
check fdlibm-sin 0 "degrees > 0 && degrees < 90$" -- "$symtest" gen -q --cp "$classes" Trig.ramp
check fdlibm-tan 0 "returns true +degrees > 0 && degrees < 90 && 1\.0 < StrictMath\.tan\(\(double\) degrees \* 0\.017453292519943295\)$" -- "$symtest" gen -q --cp "$classes" Trig.steep
check fdlibm-intrinsic 3 "PARTIAL: paths end at unhandled calls: java.lang.Math.sin" -- "$symtest" gen -q --cp "$classes" Trig.wave --unhandled stop
check intrinsic-on-jvm 0 "ran on the JVM: java.lang.Math.sin\(0.0\) returned 0.0" -- "$symtest" gen -q --cp "$classes" Trig.wave
# String's special casings: one char whose upper case is three (U+0390), exactly the JDK's;
# a surrogate's case is the JDK's too, run on the JVM (stopped there with --unhandled stop).
check special-casing 0 '"\\u[0-9a-f]{4}" +returns "(\\u[0-9a-f]{4}|[A-Z]){3}"' -- "$symtest" gen -q --cp "$classes" Shouting.shout --criterion all-paths --keep-all
check surrogate-case-on-jvm 0 'ran on the JVM: \("\\ud800"\)\.toUpperCase\(\) returned "\\ud800"' -- "$symtest" gen -q --cp "$classes" Shouting.shout --criterion all-paths --keep-all
check surrogate-case-stops 3 "PARTIAL: paths end at unhandled calls: java.lang.String.nonAsciiToUpperCase" -- "$symtest" gen -q --cp "$classes" Shouting.shout --criterion all-paths --keep-all --unhandled stop
# A JDK class that depends on the machine (a SecureRandom) is no call the JVM runs for a path.
check unsupported-superclass 3 "PARTIAL: paths end at unhandled calls: java.security.SecureRandom.<init>" -- "$symtest" gen -q --cp "$examples" com.acme.util.Deck

# Safety limits and signals (issue 38). Output locations are checked before any work.
check junit-unwritable 2 "--junit /proc/forbidden" -- "$symtest" gen -q --cp "$examples" Arith --junit /proc/forbidden
check json-no-directory 2 "--json /no/such/dir/out.json: no directory" -- "$symtest" gen -q --cp "$examples" Arith --json /no/such/dir/out.json
check json-is-directory 2 "--json $work: is a directory" -- "$symtest" gen -q --cp "$examples" Arith --json "$work"
check summaries-unwritable 2 "--summaries /proc/forbidden" -- "$symtest" gen -q --cp "$examples" Arith --summaries /proc/forbidden
check seq-junit-unwritable 2 "--junit /proc/forbidden" -- "$symtest" seq -q --cp "$examples" ArrayStack --junit /proc/forbidden
check bad-budget 2 "--query-budget 20MB: expected a positive number" -- "$symtest" gen -q --cp "$examples" Arith --query-budget 20MB
# A loop over a constant table: cut at k by default (the papers' block-k), run to its end with
# --fixed-loops run, so that both results are reached.
check fixed-loops-bound 3 "no path finished: every path was cut by the bound" -- "$symtest" gen -q --cp "$classes" Loopy.weighted
check fixed-loops-run 0 "returns 100 +x \\* 3 \\+ x" -- "$symtest" gen -q --cp "$classes" Loopy.weighted --fixed-loops run
check fixed-loops-bad 2 "--fixed-loops: never not in \\{bound,run\\}" -- "$symtest" gen -q --cp "$classes" Loopy.weighted --fixed-loops never
check step-limit 3 "PARTIAL: step limit" -- "$symtest" gen -q --cp "$classes" Loopy.count -k 20 --max-steps 500 --criterion all-paths
check total-time 3 "not started: total time limit" -- "$symtest" gen -q --cp "$examples" Arith Loops Recursion -k 3 --total-time 0.001
# SIGTERM: symtest stops exploring, writes what is finished (valid JSON, JUnit that compiles),
# marks the rest, and exits 3. A second interrupt ends it at once (130).
mapfile -t all_examples < <(cd "$examples" && ls ./*.class | sed 's|^\./||; s|\.class$||' | grep -v '\$')
# Interrupted once it has started its tenth method: the ones before are finished, however
# loaded the machine (with -j, every process first translates all methods).
"$symtest" gen --cp "$examples" "${all_examples[@]}" -k 3 --json "$work/killed.json" \
  --junit "$work/killed" >"$work/killed.txt" 2>&1 &
pid=$!
for ((i = 0; i < 600; i++)); do
  [[ $(grep -c "symtest: exploring" "$work/killed.txt") -ge 10 ]] && break
  sleep 0.2
done
kill -TERM "$pid"
wait "$pid"
code=$?
jars=$(ls /usr/share/java/junit-jupiter-api.jar /usr/share/java/apiguardian-api.jar /usr/share/java/opentest4j.jar 2>/dev/null | tr '\n' ':')
mkdir -p "$work/killed-classes"
if [[ $code -eq 3 ]] && "$json_check" "$work/killed.json" &&
   grep -q '"status": "not started"' "$work/killed.json" && grep -q "not started: interrupted" "$work/killed.txt" &&
   ls "$work"/killed/*.java >/dev/null 2>&1 &&
   javac -nowarn -d "$work/killed-classes" -cp "$jars$examples" "$work"/killed/*.java 2>"$work/killed-javac.txt"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL sigterm: exit $code (expected 3), or the JSON, the marks or the JUnit files are wrong"
  head -5 "$work/killed-javac.txt" "$work/killed.txt" 2>/dev/null | sed 's/^/    /'
fi
"$symtest" gen -q --cp "$examples" "${all_examples[@]}" -k 3 >/dev/null 2>&1 &
pid=$!
sleep 1
# Stopped while both arrive, so that both are pending when it resumes (alike ones would merge).
kill -STOP "$pid"; kill -TERM "$pid"; kill -INT "$pid"; kill -CONT "$pid"
wait "$pid"
code=$?
if [[ $code -eq 130 ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL sigint-twice: exit $code (expected 130)"; fi

# -j: the processes of a parallel run split the methods, the costliest first for the workers;
# the output is that of -j 1 (JSON but for its timing fields, JUnit files, table).
jobs_classes=(Figures Ranking LinkedBag Shapes Words com.acme.util.RomanNumerals)
for j in 1 3; do
  "$symtest" gen -q -j "$j" --cp "$examples" "${jobs_classes[@]}" --json "$work/jobs$j.json" \
    --junit "$work/jobs$j" >"$work/jobs$j.txt" 2>&1
  echo $? >>"$work/jobs$j.txt"
done
if diff <(sed -E '/"(seconds|solverSeconds)": /d' "$work/jobs1.json") \
        <(sed -E '/"(seconds|solverSeconds)": /d' "$work/jobs3.json") >/dev/null &&
   diff -r "$work/jobs1" "$work/jobs3" >/dev/null && ls "$work"/jobs1/*.java >/dev/null 2>&1 &&
   diff <(sed -E 's/[0-9]+\.[0-9]+ s//g' "$work/jobs1.txt") <(sed -E 's/[0-9]+\.[0-9]+ s//g' "$work/jobs3.txt") >/dev/null; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL jobs-identical: gen -j 3 wrote other results than -j 1"
fi

# seq -j: workers explore classes from the last one on, the command from the first; the same
# table, JSON and JUnit classes as -j 1.
seq_jobs_classes=(Account BoundedIntStack IntSearchTree LinkedStack ObjectMap ObjectStack)
for j in 1 3; do
  "$symtest" seq -q -j "$j" --cp "$seqs" --length 2 "${seq_jobs_classes[@]}" \
    --json "$work/seq-jobs$j.json" --junit "$work/seq-jobs$j" >"$work/seq-jobs$j.txt" 2>&1
  echo $? >>"$work/seq-jobs$j.txt"
done
if cmp -s "$work/seq-jobs1.json" "$work/seq-jobs3.json" && diff -r "$work/seq-jobs1" "$work/seq-jobs3" >/dev/null &&
   [ "$(ls "$work"/seq-jobs1/*.java | wc -l)" -eq ${#seq_jobs_classes[@]} ] &&
   diff <(sed -E 's/[0-9]+\.[0-9]+ s$//' "$work/seq-jobs1.txt") <(sed -E 's/[0-9]+\.[0-9]+ s$//' "$work/seq-jobs3.txt") >/dev/null; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL seq-jobs-identical: seq -j 3 wrote other results than -j 1"
fi

# seq with method targets: only the methods named are calls of the sequences (constructors
# start them, observers are asserted); a method the class's API lacks is an error.
"$symtest" seq -q --cp "$seqs" --length 3 LinkedStack.push 'LinkedStack#pop()Ljava/lang/Object;' \
  --json "$work/seq-targets.json" >"$work/seq-targets.txt" 2>&1
if python3 - "$work/seq-targets.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
called = {c["method"] for cls in doc["classes"] for t in cls["tests"] for c in t["calls"]}
sys.exit(0 if called and called <= {"<init>", "push", "pop"} and {"push", "pop"} <= called else 1)
PY
then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL seq-targets: sequences call other methods than push and pop"
fi
check seq-target-missing 2 "no public method nosuch" -- "$symtest" seq -q --cp "$seqs" LinkedStack.nosuch

# gen --receivers api (the default): receivers built by a public constructor and calls the test
# replays, never a state the constructors cannot make (BoundedIntStack's null array, a negative
# size), which --receivers fields tests; the full stack is reached through a push before the one
# tested.
"$symtest" gen -q --cp "$seqs" BoundedIntStack.push --json "$work/receivers-api.json" \
  >/dev/null 2>&1
"$symtest" gen -q --cp "$seqs" BoundedIntStack.push --receivers fields --json "$work/receivers-fields.json" >/dev/null 2>&1
if python3 - "$work/receivers-api.json" "$work/receivers-fields.json" <<'PY'
import json, sys
api, fields = (json.load(open(p))["methods"][0] for p in sys.argv[1:3])
def thrown(m):
    return {t["result"].get("class") for t in m["testCases"] if t["result"]["kind"] == "exception"}
built = [t["objects"][t["receiver"]["object"]].get("builtBy") for t in api["testCases"]]
ok = (api["receivers"] == "api" and all(b and b[0]["method"].startswith("<init>") for b in built)
      and any(len(b) > 1 for b in built) and thrown(api) == {"java.lang.IllegalStateException"}
      and "java.lang.NullPointerException" in thrown(fields) and "receivers" not in fields)
sys.exit(0 if ok else 1)
PY
then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL receivers-api: receivers not built through the API, or states it cannot reach"
fi
check receivers-bad 2 "receivers" -- "$symtest" gen -q --cp "$seqs" BoundedIntStack --receivers nosuch

# A query over its budget cuts its branch, reported; the method goes on (exit 3: partial). The
# budget counts Z3's resource units, so 10k runs out on the same remainder queries of Rotate
# on any machine at any load. --dump-queries writes every Z3 call as SMT-LIB2, the one that
# ran out included.
check query-budget 3 "solver gave up on [0-9]+ branch.*10k units" -- "$symtest" gen -q --cp "$classes" \
  Rotate.rotate --query-budget 10k --dump-queries "$work/queries"
if ls "$work"/queries/query-*.smt2 >/dev/null 2>&1 && grep -q "(check-sat)" "$work"/queries/query-1.smt2 &&
  grep -lq "unknown in" "$work"/queries/query-*.smt2; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL dump-queries: no SMT-LIB2 files, or none ran out of time"
fi

# SV-COMP style programs, checked through the JSON verdict: a reachable assertion violation is
# an AssertionError test case with the input-source values; a safe program has none, and its
# exploration is exhaustive (no branch cut by the bound).
mkdir -p "$work/svcomp"
javac -g -d "$work/svcomp" "$src"/svcomp/*.java "$src"/svcomp/org/sosy_lab/sv_benchmarks/Verifier.java
check svcomp-unsafe 0 "throws AssertionError" -- "$symtest" gen -q --cp "$work/svcomp" Unsafe.main -k 5 --json "$work/unsafe.json"
if grep -q '"java.lang.AssertionError"' "$work/unsafe.json" && grep -q '"inputSources"' "$work/unsafe.json" &&
   grep -q 'sv_benchmarks.Verifier.nondetInt' "$work/unsafe.json"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL svcomp-unsafe-json: no AssertionError with input sources"
fi
check svcomp-safe 0 "Safe.static void main" -- "$symtest" gen -q --cp "$work/svcomp" Safe.main -k 2 --json "$work/safe.json"
if ! grep -q 'AssertionError' "$work/safe.json" && grep -q '"cutByBound": 0' "$work/safe.json" &&
   grep -q '"unhandledCalls": \[\]' "$work/safe.json"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL svcomp-safe-json: expected no violation, exhaustive, no unhandled call"
fi
# Unhandled calls: stop (default) reports them; havoc goes on with an assumption.
check unhandled-report 3 "java/lang/System.currentTimeMillis\\(\\)J \\(1 time\\)" -- "$symtest" gen -q --cp "$classes" Strings.isLate
check unhandled-partial 3 "PARTIAL: paths end at unhandled calls: java.lang.System.currentTimeMillis" -- "$symtest" gen -q --cp "$classes" Strings.isLate
check unhandled-havoc 0 "assumes: the result currentTimeMillis#1 of java/lang/System.currentTimeMillis\\(\\)J is unconstrained" -- "$symtest" gen -q --cp "$classes" Strings.isLate --unhandled havoc
# Library boundary: enums are named constants, collections are built with ordinary Java.
# A pattern switch (SwitchBootstraps.typeSwitch, preview in Java 17): null, a guarded label,
# records, a boxed label and the default each get their path.
mkdir -p "$work/preview"
if javac -g --release 17 --enable-preview -d "$work/preview" "$src/preview/PatternSwitch.java" \
     >/dev/null 2>&1; then
  check pattern-switch 0 "6 test cases.*branches 8/8" -- "$symtest" gen -q --cp "$work/preview" \
    PatternSwitch.area
  check pattern-switch-guard 0 "returns 1000 +o.r > 10" -- "$symtest" gen -q --cp "$work/preview" \
    PatternSwitch.area
  check pattern-switch-null 0 "null +returns -1" -- "$symtest" gen -q --cp "$work/preview" \
    PatternSwitch.area
else
  failed=$((failed + 1)); echo "FAIL pattern-switch: javac --enable-preview failed"
fi
# Java 21 and later (issue 54), with the JDK 21+ the build found (the 7th argument; skipped
# without one): its java.base read from its jmods or its run-time image (lib/modules), the
# release it names followed, a sealed hierarchy extended after the switch over it was compiled
# (the JVM throws MatchException), and a warning when the JDK read is older than the classes.
check jdk-not-a-jdk 2 "--jdk /nonexistent: not a JDK's home" -- "$symtest" gen --jdk /nonexistent \
  --cp "$examples" Arith.abs
if [ -n "$modern_jdk" ]; then
  mkdir -p "$work/modern/v1" "$work/modern/v2" "$work/modern/fox"
  if "$modern_jdk/bin/javac" --release 21 -d "$work/modern/v1" "$src"/modern/*.java >/dev/null 2>&1 &&
     cp "$src/modern/Cat.java" "$src/modern/Dog.java" "$work/modern/fox/" &&
     echo 'public sealed interface Animal permits Cat, Dog, Fox {}' >"$work/modern/fox/Animal.java" &&
     echo 'public final class Fox implements Animal {}' >"$work/modern/fox/Fox.java" &&
     "$modern_jdk/bin/javac" --release 21 -d "$work/modern/v2" "$work/modern/fox"/*.java \
       >/dev/null 2>&1 && cp "$work/modern/v1/Kinds.class" "$work/modern/v2/"; then
    check modern-match-exception 0 "arg0 +throws MatchException" -- "$symtest" gen -q \
      --jdk "$modern_jdk" --cp "$work/modern/v2" Kinds.name
    check modern-sequenced 0 "3 test cases.*instructions 21/21" -- "$symtest" gen -q \
      --jdk "$modern_jdk" --cp "$work/modern/v1" Firsts.ends
    check modern-sequenced-java-home 0 "3 test cases.*instructions 21/21" -- env \
      JAVA_HOME="$modern_jdk" "$symtest" gen -q --cp "$work/modern/v1" Firsts.ends
    check modern-older-jdk 0 "Firsts.class is Java 21 \\(major 65\\), newer than the JDK 17" -- \
      env -u JAVA_HOME "$symtest" gen -q --cp "$work/modern/v1" Firsts.ends
  else
    failed=$((failed + 1)); echo "FAIL modern: javac --release 21 of $src/modern failed"
  fi
else
  echo "skip modern-*: no JDK 21 or later was found at build time"
fi
check enum-constant 0 "returns Phase.DONE" -- "$symtest" gen -q --cp "$examples" Workflow.next -k 1
check enum-junit 0 "test cases" -- "$symtest" gen -q --cp "$examples" Workflow -k 1 --junit "$work/enum"
check enum-assert-same 0 "assertSame\\(Phase.RUNNING" -- cat "$work/enum/WorkflowTest.java"
check enum-switch-input 0 "cost\\(Phase.PAUSED\\)" -- cat "$work/enum/WorkflowTest.java"
check list-input 0 "test cases" -- "$symtest" gen -q --cp "$examples" ListTools.firstPositive -k 1 --criterion all-paths --keep-all --junit "$work/lists" --json "$work/lists.json"
check list-built 0 "new java.util.ArrayList<>\\(java.util.Arrays.asList\\(" -- cat "$work/lists/ListToolsTest.java"
check list-generic 0 "java.util.LinkedList<java.lang.Integer>" -- cat "$work/lists/ListToolsTest.java"
check map-gen 0 "test cases" -- "$symtest" gen -q --cp "$examples" SquareCache.total -k 1 --junit "$work/maps"
check map-built 0 "new java.util.HashMap<>\\([0-9]*\\);" -- cat "$work/maps/SquareCacheTest.java"
check map-put 0 "prices\\.put\\(" -- cat "$work/maps/SquareCacheTest.java"
check model-k 2 "model-k" -- "$symtest" gen --cp "$examples" Workflow --model-k 0
check message-gen 0 "test cases" -- "$symtest" gen -q --cp "$examples" ListStack.pop -k 1 --junit "$work/stack" --json "$work/stack.json"
check message-junit 0 "assertEquals\\(\"empty stack\", thrown.getMessage\\(\\)\\)" -- cat "$work/stack/ListStackTest.java"
check message-json 0 "\"message\": \"\\\\\"empty stack" -- cat "$work/stack.json"
check get-class 0 "returns true" -- "$symtest" gen -q --cp "$examples" Shapes.sameKind -k 1
if grep -q '"unhandledCalls": \[\]' "$work/lists.json"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1)); echo "FAIL list-no-unhandled: ListTools.firstPositive met unhandled calls"
fi
# System.exit ends the path: the table says so, the JUnit test is disabled (it would end the JVM).
check exit-table 0 "exits 2" -- "$symtest" gen -q --cp "$classes" Exits.checked --junit "$work/exits"
check exit-junit 0 "Disabled\\(\"calls System.exit\\(2\\)" -- cat "$work/exits/ExitsTest.java"
# A Scanner over a String: an input text is read up to the model's limit, a literal whole.
check scanner-input-text 3 "\"0\" +returns 0 " -- "$symtest" gen --cp "$classes" Tokens.firstNumber
check scanner-literal-text 0 "returns 610" -- "$symtest" gen --cp "$classes" Tokens.literal
check scanner-byte-ranges 0 "returns 255" -- "$symtest" gen --cp "$classes" Tokens.ranges
check scanner-byte-input 3 "\"0\" +returns 0 " -- "$symtest" gen --cp "$classes" Tokens.level
# System.in.available() is an input source: each count a path, its tests disabled with it.
check stdin-available 0 "input sources: inputAvailableBytes\(\) = 101" -- "$symtest" gen --cp "$classes" ConsolePoll.poll --junit "$work/console"
check stdin-available-junit 0 "Disabled\(\"needs inputAvailableBytes\(\) returns 0\"\)" -- cat "$work/console/ConsolePollTest.java"
# Printing: discarded by default, recorded with --capture-output (JSON and JUnit assertions).
check capture-gen 0 "test cases" -- "$symtest" gen -q --cp "$examples" Printer.table --capture-output --json "$work/printed.json" --junit "$work/printed"
check capture-json 0 "\"printed\"" -- cat "$work/printed.json"
check capture-junit 0 "System.setOut" -- cat "$work/printed/PrinterTest.java"
if grep -q '"printed"' <("$symtest" gen -q --cp "$examples" Printer.table --json /dev/stdout 2>/dev/null); then
  failed=$((failed + 1)); echo "FAIL capture-off: printed output in the JSON without --capture-output"
else
  passed=$((passed + 1))
fi
# Compositional generation: summaries computed, composed, kept in a store and listed.
check compose-on 0 "^summaries: [0-9]+ cases, 2 computed, 0 loaded, [1-9][0-9]* reused" -- "$symtest" gen -q --cp "$examples" Arith --compositional on
check compose-bad 2 "--compositional" -- "$symtest" gen -q --cp "$examples" Arith --compositional maybe
check compose-store 0 "^summaries: [0-9]+ cases, 2 computed, 0 loaded" -- "$symtest" gen -q --cp "$examples" Arith --summaries "$work/store"
check compose-reload 0 "^summaries: [0-9]+ cases, 0 computed, 2 loaded" -- "$symtest" gen -q --cp "$examples" Arith --summaries "$work/store" --reuse-results off
check compose-list 0 "^Arith.gcd\(II\)I  4 cases  hash [0-9a-f]{12}  composes Arith.abs\(I\)I" -- "$symtest" summaries "$work/store"
check compose-list-missing 2 "no/such/store is not a summary store" -- "$symtest" summaries "$work/no/such/store"
for f in "$work"/store/*.json; do printf '{"format": "symtest-summary/2", "method": ' >"$f"; done
check compose-corrupt 0 "warning: ignoring summary file .*json: not JSON" -- "$symtest" gen --cp "$examples" Arith --summaries "$work/store" --reuse-results off
check compose-rewritten 0 "^summaries: [0-9]+ cases, 0 computed, 2 loaded" -- "$symtest" gen -q --cp "$examples" Arith --summaries "$work/store" --reuse-results off
# A run killed while writing leaves only a temporary file, which later runs never read.
printf '{"format": "symtest-sum' >"$work/store/.tmp-99999-$(basename "$(ls "$work"/store/*.json | head -1)")"
check compose-killed 0 "^summaries: [0-9]+ cases, 0 computed, 2 loaded" -- "$symtest" gen -q --cp "$examples" Arith --summaries "$work/store" --reuse-results off
# The store keeps the methods' results too: a run over unchanged code loads them and explores
# nothing; a corrupt result file is reported and recomputed.
check compose-results 0 "^summaries: .*[1-9][0-9]* resultsLoaded, 0 resultsSaved" -- "$symtest" gen -q --cp "$examples" Arith --summaries "$work/store"
# Loaded results report the solver work computing them took (the same totals as that run).
check compose-results-solver-work 0 "solver: [1-9][0-9]* queries" -- "$symtest" gen -q --cp "$examples" Arith --summaries "$work/store"
check compose-results-options 0 "^summaries: .*0 resultsLoaded, [1-9][0-9]* resultsSaved" -- "$symtest" gen -q --cp "$examples" Arith --summaries "$work/store" -k 3
for f in "$work"/store/results/*.json; do printf '{"format": "symtest-result/2", ' >"$f"; done
check compose-results-corrupt 0 "warning: ignoring result file .*json: not JSON" -- "$symtest" gen --cp "$examples" Arith --summaries "$work/store"
# A file an option names keys the results by its contents.
printf '# none\n' >"$work/assume.txt"
check compose-results-file 0 "0 resultsLoaded, 1 resultsSaved" -- "$symtest" gen -q --cp "$examples" BinarySearchTree.remove --assumptions "$work/assume.txt" --summaries "$work/store-files"
printf 'acyclic(TreeNode.left, TreeNode.right)\n' >"$work/assume.txt"
check compose-results-file-changed 0 "0 resultsLoaded, 1 resultsSaved" -- "$symtest" gen -q --cp "$examples" BinarySearchTree.remove --assumptions "$work/assume.txt" --summaries "$work/store-files"
# Error detection: only the paths that throw become test cases; error summaries keep only
# their throwing cases (the store lists them as such).
check errors-only 0 "^summaries: .*[1-9][0-9]* normalPathsDropped" -- "$symtest" gen -q --cp "$examples" CheckDigits --errors-only --criterion all-paths
check errors-only-throws 0 "throws ArithmeticException" -- "$symtest" gen -q --cp "$examples" CheckDigits --errors-only --criterion all-paths
if "$symtest" gen -q --cp "$examples" CheckDigits --errors-only --criterion all-paths 2>/dev/null | grep -Eq "^ +[0-9]+ .* returns "; then
  failed=$((failed + 1)); echo "FAIL errors-only-no-returns: a test case that returns under --errors-only"
else
  passed=$((passed + 1))
fi
check errors-only-off 2 "--errors-only works on summaries" -- "$symtest" gen -q --cp "$examples" CheckDigits --errors-only --compositional off
check error-summaries 0 "^summaries: .*[1-9][0-9]* errorSummaries" -- "$symtest" gen -q --cp "$examples" CheckDigits --error-summaries CheckDigits.mulMod,CheckDigits.addMod --summaries "$work/error-store"
check error-summaries-list 0 "^CheckDigits.mulMod\(III\)I  1 error case  hash" -- "$symtest" summaries "$work/error-store"
check error-summaries-unfold 0 "throws ArithmeticException +x == 0" -- "$symtest" gen -q --cp "$classes" Handlers.divideHundred --error-summaries Handlers.dispatch --criterion all-paths
# Specifications of native methods: without one a native is a call outside the analysed classes;
# with one its cases run, and an argument no case covers is reported, never guessed.
# A method no test can call (a private parameter type) is not targeted; its callers cover it.
check not-callable 0 "not tested: Hidden.peek\(LHidden.Secret;\)I: a parameter's type cannot be named: Hidden.Secret \(covered through its callers\)" -- "$symtest" gen -q --cp "$classes" Hidden
check native-unhandled 3 "NativeCalls.checksum\(I\)I \(1 time\)" -- "$symtest" gen -q --cp "$classes" NativeCalls.twice
check native-spec 3 "throws IllegalArgumentException +x < 0" -- "$symtest" gen -q --cp "$classes" NativeCalls.twice --specs "$src/native-specs.json" --criterion all-paths
check native-spec-gap 3 "symtest/NoSpecCase.NativeCalls.checksum\(I\)I \(1 time\)" -- "$symtest" gen -q --cp "$classes" NativeCalls.twice --specs "$src/native-specs.json"
check native-spec-instance 0 "returns 1 +v % 2L != 0L && v > 100L" -- "$symtest" gen -q --cp "$classes" NativeCalls.filter --specs "$src/native-specs.json" --criterion all-paths --keep-all
printf '{"methods": [{"method": "NativeCalls.checksum(I)I", "cases": [{"when": "y > 0", "returns": "1"}]}]}' >"$work/bad-specs.json"
check native-spec-bad 2 "--specs: .*bad-specs.json: NativeCalls.checksum\(I\)I, case 1: 'y > 0': unknown name 'y'" -- "$symtest" gen -q --cp "$classes" NativeCalls.twice --specs "$work/bad-specs.json"
# Static fields: program state by default; inputs on request.
check statics-state 0 "Registry.nextId = 100" -- "$symtest" gen -q --cp "$examples" Registry.issue -k 1
check statics-inputs 0 "Registry.nextId = " -- "$symtest" gen -q --cp "$examples" Registry.issue -k 1 --static-inputs
# verify: one verdict line; bad input is exit 2.
check verify-unsafe 0 "^false: an assertion fails with nondetInt\\(\\) = " -- "$symtest" verify -q --cp "$work/svcomp" Unsafe
check verify-safe 0 "^true: " -- "$symtest" verify -q --cp "$work/svcomp" Safe
check verify-missing 2 "class NoSuch not found" -- "$symtest" verify --cp "$work/svcomp" NoSuch
check verify-no-main 2 "has no static void main" -- "$symtest" verify --cp "$examples" Arith
# The step budget is what stops deepening, the same on every machine: the k it reached is said.
javac -g -nowarn -d "$work/printing" "$src"/svcomp/programs/printing_true/*.java "$src"/svcomp/org/sosy_lab/sv_benchmarks/Verifier.java
check verify-step-budget 0 "^unknown: the step budget \\(2000 derivation steps\\) ran out at k=2 without finding a violation \\(the bounds up to k=1 were explored completely\\)" -- "$symtest" verify -q --cp "$work/printing" Main --max-steps 2000
echo "cli: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
