// Method sequences: state subsumption decided exactly (with and without quantifiers), heaps
// that differ only in allocation order linearized alike, and whole explorations whose pruning
// keeps the coverage of the unpruned run.
#include <gtest/gtest.h>

#include "fixture_class_path.hpp"

#include <algorithm>
#include <memory>
#include <set>

#include "sequences/api_receivers.hpp"
#include "sequences/sequence_emit.hpp"
#include "sequences/sequence_explorer.hpp"
#include "sequences/state_table.hpp"
#include "solver/subsumption.hpp"

namespace symtest::sequences {
namespace {

using solver::ExprId;
using solver::Op;

TEST(Subsumption, ComparesTheValuesEachStateAllows) {
  solver::ExprPool pool;
  ExprId x = pool.newVar("x", 32), y = pool.newVar("y", 32);
  auto c = [&](int64_t v) { return pool.bvConst(32, static_cast<uint64_t>(v)); };
  solver::SubsumptionChecker checker(pool, solver::SolverOptions{});
  solver::SymbolicState positive{{pool.binary(Op::Sgt, x, c(0))}, {x}};
  solver::SymbolicState aboveFive{{pool.binary(Op::Sgt, y, c(5))}, {y}};
  EXPECT_TRUE(checker.subsumes(positive, aboveFive));
  EXPECT_FALSE(checker.subsumes(aboveFive, positive));
  // A slot that is a sum of two inputs: the older state allows 2..198, so 10 is covered and
  // 1 is not (the answer needs the quantifier over a and b, or the witness).
  ExprId a = pool.newVar("a", 32), b = pool.newVar("b", 32), z = pool.newVar("z", 32);
  solver::SymbolicState sum{{pool.binary(Op::Sgt, a, c(0)), pool.binary(Op::Sgt, b, c(0)),
                             pool.binary(Op::Slt, a, c(100)), pool.binary(Op::Slt, b, c(100))},
                            {pool.binary(Op::Add, a, b)}};
  EXPECT_TRUE(checker.subsumes(sum, {{pool.binary(Op::Eq, z, c(10))}, {z}}));
  EXPECT_FALSE(checker.subsumes(sum, {{pool.binary(Op::Eq, z, c(1))}, {z}}));
  // Two slots holding one variable only cover states whose two slots are equal.
  solver::SymbolicState twice{{}, {x, x}};
  EXPECT_TRUE(checker.subsumes(twice, {{}, {y, y}}));
  EXPECT_FALSE(checker.subsumes(twice, {{}, {y, z}}));
}

TEST(Subsumption, HandlesValuesTheStateNoLongerHolds) {
  solver::ExprPool pool;
  auto c = [&](int64_t v) { return pool.bvConst(32, static_cast<uint64_t>(v)); };
  auto lt = [&](ExprId p, ExprId q) { return pool.binary(Op::Slt, p, q); };
  solver::SubsumptionChecker checker(pool, solver::SolverOptions{});
  // Older: keys k1 < k2 that were once inserted above a removed key r (r < k1): the state
  // holds k1 and k2, and only says some value lies below k1.
  ExprId r = pool.newVar("r", 32), k1 = pool.newVar("k1", 32), k2 = pool.newVar("k2", 32);
  solver::SymbolicState older{{lt(r, k1), lt(k1, k2)}, {k1, k2}};
  // Newer: m1 < m2 with m0 < m1 present elsewhere in its constraints: m0 is the value.
  ExprId m0 = pool.newVar("m0", 32), m1 = pool.newVar("m1", 32), m2 = pool.newVar("m2", 32);
  EXPECT_TRUE(checker.subsumes(older, {{lt(m0, m1), lt(m1, m2)}, {m1, m2}}));
  // Newer without that room: m1 may be the least int, which the older state excludes.
  EXPECT_FALSE(checker.subsumes(older, {{lt(m1, m2)}, {m1, m2}}));
  // Newer with m1 >= 10: a value below exists though the newer state names none.
  EXPECT_TRUE(checker.subsumes(older, {{pool.binary(Op::Sge, m1, c(10)), lt(m1, m2)}, {m1, m2}}));
}

TEST(Subsumption, StopsPosingChecksThatNeverProveAnything) {
  // An older state of sums a + b in 2..198 against newer states whose witness (the smallest
  // value, 10) it covers but whose range (10..300) it does not: every check needs the
  // existential and fails. After kGiveUpAfter of them they are no longer posed; the answer
  // stays "not covered", which keeps the state and so is always sound.
  solver::ExprPool pool;
  auto c = [&](int64_t v) { return pool.bvConst(32, static_cast<uint64_t>(v)); };
  solver::SubsumptionChecker checker(pool, solver::SolverOptions{});
  ExprId a = pool.newVar("a", 32), b = pool.newVar("b", 32);
  solver::SymbolicState sum{{pool.binary(Op::Sgt, a, c(0)), pool.binary(Op::Sgt, b, c(0)),
                             pool.binary(Op::Slt, a, c(100)), pool.binary(Op::Slt, b, c(100))},
                            {pool.binary(Op::Add, a, b)}};
  for (uint64_t i = 0; i < 2 * solver::kGiveUpAfter; ++i) {
    ExprId z = pool.newVar("z", 32);
    solver::SymbolicState wide{
        {pool.binary(Op::Sge, z, c(10)), pool.binary(Op::Sle, z, c(300 + static_cast<int64_t>(i)))},
        {z}};
    EXPECT_FALSE(checker.subsumes(sum, wide));
  }
  EXPECT_GT(checker.quantifiedSkipped(), 0u);
}

TEST(Subsumption, DecidesOrderingsOfSlotsWithoutQuantifiers) {
  // Every older variable is a slot's: the check is an implication, decided over the integers.
  solver::ExprPool pool;
  auto c = [&](int64_t v) { return pool.bvConst(32, static_cast<uint64_t>(v)); };
  auto lt = [&](ExprId p, ExprId q) { return pool.binary(Op::Slt, p, q); };
  solver::SubsumptionChecker checker(pool, solver::SolverOptions{});
  ExprId x = pool.newVar("x", 32), y = pool.newVar("y", 32), z = pool.newVar("z", 32);
  // Older: a sorted triple, its size a constant slot.
  solver::SymbolicState sorted{{lt(x, y), lt(y, z)}, {c(3), x, y, z}};
  ExprId a = pool.newVar("a", 32), b = pool.newVar("b", 32), d = pool.newVar("d", 32);
  // Newer: sorted with gaps (a + 1 < b needs the wrap-around: a + 1 may overflow).
  EXPECT_TRUE(checker.subsumes(sorted, {{lt(a, b), lt(pool.binary(Op::Add, b, c(1)), d),
                                         lt(b, pool.binary(Op::Add, b, c(1)))},
                                        {c(3), a, b, d}}));
  EXPECT_FALSE(checker.subsumes(sorted, {{lt(a, b)}, {c(3), a, b, d}}));            // d unordered
  EXPECT_FALSE(checker.subsumes(sorted, {{lt(a, b), lt(b, d)}, {c(2), a, b, d}}));  // size
  // Ordered through a sum that does not overflow only because of the newer bounds.
  ExprId sum = pool.binary(Op::Add, a, b);
  EXPECT_TRUE(checker.subsumes(
      {{lt(x, y)}, {x, y}}, {{pool.binary(Op::Sgt, a, c(0)), pool.binary(Op::Sgt, b, c(0)),
                              pool.binary(Op::Slt, a, c(1000)), pool.binary(Op::Slt, b, c(1000))},
                             {a, sum}}));
  // Without the bounds a + b may wrap below a.
  EXPECT_FALSE(checker.subsumes({{lt(x, y)}, {x, y}}, {{pool.binary(Op::Sgt, b, c(0))}, {a, sum}}));
}

TEST(Linearization, IsomorphicHeapsReadAlike) {
  solver::ExprPool pool;
  ExprId v1 = pool.newVar("v1", 32), v2 = pool.newVar("v2", 32);
  auto build = [&](bool reversed, bool marked = false) {
    heap::Heap h;
    uint32_t statics = h.allocate({"<statics>", true, "", solver::kNoExpr, {}, {}});
    (void)statics;
    uint32_t list = h.allocate({"List", false, "", solver::kNoExpr, {}, {}});
    uint32_t first = 0, second = 0;
    if (reversed) {
      second = h.allocate({"Node", false, "", solver::kNoExpr, {}, {}});
      first = h.allocate({"Node", false, "", solver::kNoExpr, {}, {}});
    } else {
      first = h.allocate({"Node", false, "", solver::kNoExpr, {}, {}});
      second = h.allocate({"Node", false, "", solver::kNoExpr, {}, {}});
    }
    uint32_t head = h.fieldId("List.head"), next = h.fieldId("Node.next"),
             value = h.fieldId("Node.value");
    h.store(list, head, heap::Value::ref(first));
    h.store(first, next, heap::Value::ref(second));
    h.store(first, value, heap::Value::integer(v1));
    h.store(second, value, heap::Value::integer(v2));
    h.store(second, next, heap::Value::null());
    // symtest's marks on an object (compared by ==) are no part of its state.
    if (marked) h.store(first, h.fieldId("java/lang/Object.symtest$compared"), heap::Value::ok());
    return linearize(h, pool, list);
  };
  LinearState a = build(false), b = build(true);
  EXPECT_EQ(a.shape, b.shape);
  EXPECT_EQ(a.values, b.values);
  EXPECT_EQ(build(false, true).shape, a.shape);
  // Depth first, fields in slot order: the first node's next (the second node) before its value.
  EXPECT_EQ(a.values, (std::vector<ExprId>{v2, v1}));
}

std::unique_ptr<classfile::ClassPath> fixturePath() {
  return unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
}

TEST(SequenceExploration, MethodTargetsKeepConstructorsObserversAndTheMethodsNamed) {
  auto path = fixturePath();
  classfile::ClassPath& cp = *path;
  std::vector<std::pair<results::MethodId, std::string>> skipped;
  const std::vector<Operation> ops = operationsOf(cp, "Tally", skipped);
  auto names = [](const std::vector<Operation>& kept) {
    std::vector<std::string> out;
    for (const Operation& op : kept) out.push_back(op.method.name);
    std::sort(out.begin(), out.end());
    return out;
  };
  EXPECT_EQ(names(selectOperations(ops, {})), names(ops)) << "no targets: the whole API";
  EXPECT_EQ(names(selectOperations(ops, {"increment"})),
            (std::vector<std::string>{"<init>", "get", "increment"}));
  EXPECT_EQ(names(selectOperations(ops, {"reset()V", "take"})),
            (std::vector<std::string>{"<init>", "get", "reset", "take"}));
  EXPECT_EQ(names(selectOperations(ops, {"reset(I)V"})),
            (std::vector<std::string>{"<init>", "get"}))
      << "a descriptor must match";

  // Sequences of increment only: no call of reset or take.
  SequenceOptions options;
  options.length = 2;
  options.generator.k = 3;
  options.methods["Tally"] = {"increment"};
  SequenceRun run = exploreSequences(cp, {"Tally"}, options);
  ASSERT_EQ(run.classes.size(), 1u);
  const ClassSequences& tally = run.classes[0];
  ASSERT_FALSE(tally.tests.empty());
  bool incremented = false;
  for (const auto& test : tally.tests)
    for (const auto& call : test.calls) {
      const std::string& name = tally.operations.at(call.operation).method.name;
      EXPECT_TRUE(name == "<init>" || name == "increment") << name;
      incremented = incremented || name == "increment";
    }
  EXPECT_TRUE(incremented);
}

TEST(SequenceExploration, PrunesSubsumedStatesAndKeepsTheCoverage) {
  auto path = fixturePath();
  classfile::ClassPath& cp = *path;
  std::vector<std::pair<results::MethodId, std::string>> skipped;
  std::vector<Operation> ops = operationsOf(cp, "Tally", skipped);
  EXPECT_TRUE(skipped.empty());
  ASSERT_EQ(ops.size(), 5u);  // the constructor, increment, reset, get, take
  for (const Operation& op : ops) {
    // get() only reads: asserted after the last call, never a step.
    EXPECT_EQ(op.observer, op.method.name == "get") << op.method.name;
    // take(Object) gets a symbolic Integer, or null.
    if (op.method.name == "take") {
      EXPECT_EQ(op.arguments, std::vector<std::string>{"Ljava/lang/Integer;"});
    }
  }

  SequenceOptions options;
  options.length = 3;
  options.generator.k = 4;
  SequenceRun run = exploreSequences(cp, {"Tally"}, options);
  ASSERT_EQ(run.classes.size(), 1u);
  const ClassSequences& tally = run.classes[0];
  EXPECT_FALSE(tally.partial) << tally.note;
  // reset() and get() lead back to states seen before: subsumed, never extended.
  EXPECT_GT(tally.stats.subsumed, 0u);
  // The same coverage as the run that extends every state.
  SequenceOptions unpruned = options;
  unpruned.subsumption = false;
  SequenceRun all = exploreSequences(cp, {"Tally"}, unpruned);
  EXPECT_EQ(all.classes[0].stats.subsumed, 0u);
  EXPECT_GT(all.classes[0].stats.sequences, tally.stats.sequences);
  EXPECT_EQ(tally.branches.covered, all.classes[0].branches.covered);
  EXPECT_EQ(tally.instructions.covered, all.classes[0].instructions.covered);
  EXPECT_EQ(tally.branches.covered, tally.branches.total);  // take(null) and take(an Integer)
  bool limitReached = false, rejected = false;
  for (const SequenceTest& t : tally.tests) {
    ASSERT_FALSE(t.calls.empty());
    EXPECT_TRUE(tally.operations[t.calls[0].operation].isConstructor());
    const SequenceCall& last = t.calls.back();
    const Operation& op = tally.operations[last.operation];
    if (op.method.name == "increment" && last.result && last.result->value == 0) {
      limitReached = true;
      // The limit was reached: the constructor's argument is at most the increments before.
      EXPECT_LE(t.calls[0].args[0].value, static_cast<int64_t>(t.calls.size() - 2));
    }
    if (last.exceptionClass == "java/lang/IllegalArgumentException") {
      rejected = true;
      EXPECT_LE(t.calls[0].args[0].value, 0);
    }
  }
  EXPECT_TRUE(limitReached);
  EXPECT_TRUE(rejected);
  std::string junit = sequenceJUnit(tally);
  EXPECT_NE(junit.find("Tally tally = new Tally("), std::string::npos);
  EXPECT_NE(junit.find("assertFalse(tally.increment())"), std::string::npos);
  // The observer's result on the final state, and the Object argument written as an Integer.
  EXPECT_NE(junit.find("The state it leaves"), std::string::npos);
  EXPECT_NE(junit.find("assertEquals(0, tally.get())"), std::string::npos);
  EXPECT_NE(junit.find("tally.take(Integer.valueOf("), std::string::npos);
  EXPECT_NE(junit.find("tally.take(null)"), std::string::npos);
  EXPECT_EQ(junit.find("reflect"), std::string::npos);
}

TEST(SequenceExploration, PassesObjectsBuiltThroughTheirApiAndTheReceiver) {
  auto path = fixturePath();
  classfile::ClassPath& cp = *path;
  std::vector<std::pair<results::MethodId, std::string>> skipped;
  for (const Operation& op : operationsOf(cp, "Meter", skipped)) {
    if (op.method.name == "merge") {  // a Meter: null, the receiver, or one built
      ASSERT_EQ(op.objectArguments.size(), 1u);
      EXPECT_TRUE(op.objectArguments[0].receiver);
      EXPECT_EQ(op.objectArguments[0].builtClass, "Meter");
    }
    if (op.method.name == "matches") {  // a Tally: null or one built (never the receiver)
      EXPECT_FALSE(op.objectArguments[0].receiver);
      EXPECT_EQ(op.objectArguments[0].builtClass, "Tally");
    }
  }
  SequenceOptions options;
  options.length = 2;
  options.generator.k = 3;
  SequenceRun run = exploreSequences(cp, {"Meter"}, options);
  const ClassSequences& meter = run.classes.at(0);
  EXPECT_FALSE(meter.partial) << meter.note;
  // Every branch: merge with null, with itself and with another meter; matches with null,
  // with a tally of another count and with one of the same count.
  EXPECT_EQ(meter.branches.covered, meter.branches.total);
  std::set<int64_t> merges;
  for (const SequenceTest& t : meter.tests)
    for (const SequenceCall& call : t.calls)
      if (meter.operations[call.operation].method.name == "merge" && call.result)
        merges.insert(call.result->value);
  EXPECT_EQ(merges, (std::set<int64_t>{-1, 0, 1}));
  std::string junit = sequenceJUnit(meter);
  EXPECT_NE(junit.find("meter.merge(meter)"), std::string::npos);
  EXPECT_NE(junit.find("Meter other = new Meter();"), std::string::npos);
  EXPECT_NE(junit.find("Tally tally = new Tally("), std::string::npos);
  EXPECT_NE(junit.find("meter.merge(null)"), std::string::npos);
}

TEST(SequenceExploration, LongerSequencesOnlyAdd) {
  auto path = fixturePath();
  classfile::ClassPath& cp = *path;
  uint64_t previousStates = 0;
  for (uint32_t length : {1u, 2u, 3u}) {
    SequenceOptions options;
    options.length = length;
    options.generator.k = length + 1;
    SequenceRun run = exploreSequences(cp, {"Tally"}, options);
    EXPECT_GE(run.classes[0].stats.states, previousStates) << length;
    previousStates = run.classes[0].stats.states;
  }
}

}  // namespace
}  // namespace symtest::sequences

namespace symtest::sequences {
namespace {

// gen --receivers api: every receiver is built by the constructor and calls a test replays,
// and those states reach the path where the counter is at its limit; fields sets them instead.
TEST(ApiReceivers, BuildReceiversThroughConstructorAndCalls) {
  auto path = fixturePath();
  classfile::ClassPath& cp = *path;
  const results::MethodId increment{"Tally", "increment", "()Z"};
  ApiReceivers builder(2);
  testcase::GeneratorOptions options;
  options.k = 3;
  options.receivers = &builder;
  results::GenerationResult api = testcase::generate(cp, {increment}, options);
  ASSERT_EQ(api.methods.size(), 1u);
  const results::MethodResult& m = api.methods[0];
  EXPECT_EQ(m.receivers, "api");
  ASSERT_FALSE(m.tests.empty());
  bool full = false;
  for (const results::TestCase& t : m.tests) {
    ASSERT_TRUE(t.receiver && !t.receiver->isNull());
    const results::ObjectSnapshot& r = t.objects.at(static_cast<size_t>(t.receiver->value));
    EXPECT_TRUE(r.constructed);
    EXPECT_EQ(r.constructor, "(I)V");
    EXPECT_TRUE(r.initial.empty()) << "nothing is set by reflection";
    ASSERT_EQ(r.constructorArgs.size(), 1u);
    EXPECT_GT(r.constructorArgs[0].value, 0) << "the constructor rejects a limit <= 0";
    for (const auto& c : r.calls) EXPECT_NE(c.name, "get") << "pure methods build nothing";
    if (t.result && t.result->value == 0) {
      full = true;
      EXPECT_FALSE(r.calls.empty()) << "the limit is reached by calls before the method";
    }
  }
  EXPECT_TRUE(full);

  testcase::GeneratorOptions lazy;
  lazy.k = 3;
  results::GenerationResult fields = testcase::generate(cp, {increment}, lazy);
  ASSERT_EQ(fields.methods.size(), 1u);
  EXPECT_TRUE(fields.methods[0].receivers.empty());
  for (const results::TestCase& t : fields.methods[0].tests)
    EXPECT_FALSE(t.objects.at(static_cast<size_t>(t.receiver->value)).constructed);
}

}  // namespace
}  // namespace symtest::sequences
