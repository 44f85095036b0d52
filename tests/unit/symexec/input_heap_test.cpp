// Extension point 3b, the InputHeapTheory, against its default (none): the engine asks it for
// every read of an input object's slot and uses its value, tells it of every store into one,
// lets it decide reference comparisons of two distinct objects (by constraints on the path),
// and calls concretize once per finished derivation before the path observers, which may drop
// the derivation, constrain it, or identify objects. Objects the program allocates never reach
// it, and its state on the trail follows backtracking.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine_fixture.hpp"
#include "symexec/input_heap.hpp"

namespace symtest::symexec {
namespace {

using namespace testing;

// An input heap theory whose answers a test scripts, and which records what it was asked.
class ScriptedTheory final : public InputHeapTheory {
 public:
  struct Slot {
    uint32_t object;
    std::string field;
    bool operator==(const Slot&) const = default;
  };
  struct Comparison {
    uint32_t x, y;
    bool same;
  };

  std::optional<Value> read(uint32_t object, uint64_t slot, const std::function<Value()>& initial,
                            ExecutionContext& ctx) override {
    reads.push_back({object, ctx.heap().fieldName(static_cast<uint32_t>(slot))});
    return onRead ? onRead(initial, ctx) : std::nullopt;
  }
  void wrote(uint32_t object, uint64_t slot, Value value, ExecutionContext& ctx) override {
    writes.push_back({object, ctx.heap().fieldName(static_cast<uint32_t>(slot))});
    written.push_back(value);
    ctx.trail().assign(&pathWrites, pathWrites + 1);  // per path: undone on backtracking
  }
  std::optional<bool> assumeSame(uint32_t x, uint32_t y, bool same,
                                 ExecutionContext& ctx) override {
    asked.push_back({x, y, same});
    return onSame ? onSame(same, ctx) : std::nullopt;
  }
  bool concretize(ExecutionContext& ctx) override {
    ++concretized;
    writesAtEnd.push_back(pathWrites);
    return onConcretize ? onConcretize(ctx) : true;
  }

  std::function<std::optional<Value>(const std::function<Value()>&, ExecutionContext&)> onRead;
  std::function<std::optional<bool>(bool, ExecutionContext&)> onSame;
  std::function<bool(ExecutionContext&)> onConcretize;
  std::vector<Slot> reads, writes;
  std::vector<Value> written;
  std::vector<Comparison> asked;
  int concretized = 0;
  uint64_t pathWrites = 0;
  std::vector<uint64_t> writesAtEnd;
};

clp::Stmt getField(clp::VarId dst, clp::VarId object, const std::string& field) {
  clp::Stmt s;
  s.kind = clp::Stmt::Kind::GetField;
  s.dst = dst;
  s.a = var(object, VT::Ref);
  s.className = "Box";
  s.field = field;
  s.descriptor = "I";
  return s;
}

clp::Stmt putField(clp::VarId object, const std::string& field, Operand value) {
  clp::Stmt s;
  s.kind = clp::Stmt::Kind::PutField;
  s.a = var(object, VT::Ref);
  s.b = value;
  s.className = "Box";
  s.field = field;
  s.descriptor = "I";
  return s;
}

clp::Guard sameRef(clp::VarId a, clp::VarId b, bool positive) {
  clp::Guard g;
  g.kind = clp::Guard::Kind::SameRef;
  g.a = var(a, VT::Ref);
  g.b = var(b, VT::Ref);
  g.positive = positive;
  return g;
}

// read([A],[R],EF) :- R = A.v.
Program readProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "read", "(LBox;)I", true, {"a"}});
  prog.addPredicate(predicate("read", {VT::Ref}, {VT::Int, VT::Flag}, 0, 0, true));
  Rule r = headRule({{"A", VT::Ref}});
  clp::VarId v = r.newVar("V", VT::Int);
  r.body = {getField(v, 0, "v"), ret(var(v))};
  prog.predicates[0].rules = {r};
  return prog;
}

// writeRead([A,X],[R],EF) :- A.v = X, R = A.v.
Program writeReadProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "writeRead", "(LBox;I)I", true, {"a", "x"}});
  prog.addPredicate(predicate("writeRead", {VT::Ref, VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  Rule r = headRule({{"A", VT::Ref}, {"X", VT::Int}});
  clp::VarId v = r.newVar("V", VT::Int);
  r.body = {putField(0, "v", var(1)), getField(v, 0, "v"), ret(var(v))};
  prog.predicates[0].rules = {r};
  return prog;
}

// own([X],[R],EF) :- O = new Box, O.v = X, R = O.v.
Program ownObjectProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "own", "(I)I", true, {"x"}});
  prog.addPredicate(predicate("own", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  Rule r = headRule({{"X", VT::Int}});
  clp::VarId o = r.newVar("O", VT::Ref), v = r.newVar("V", VT::Int);
  r.body = {newObject(o, "Box"), putField(o, "v", var(0)), getField(v, o, "v"), ret(var(v))};
  prog.predicates[0].rules = {r};
  return prog;
}

// same([X,A,B],[R],EF): A == B -> 1;  A != B -> 0.   With `xAboveFive`, both rules also
// require X > 5. (X is an int input for the theory's constraints.)
Program sameProgram(bool xAboveFive = false) {
  Program prog;
  prog.methods.push_back({"Demo", "same", "(ILBox;LBox;)I", true, {"x", "a", "b"}});
  prog.addPredicate(
      predicate("same", {VT::Int, VT::Ref, VT::Ref}, {VT::Int, VT::Flag}, 0, 0, true));
  for (bool same : {true, false}) {
    Rule r = headRule({{"X", VT::Int}, {"A", VT::Ref}, {"B", VT::Ref}});
    if (xAboveFive) r.guards.push_back(compare(var(0), CmpOp::Gt, Operand::intConst(5)));
    r.guards.push_back(sameRef(1, 2, same));
    r.body = {ret(Operand::intConst(same ? 1 : 0))};
    prog.predicates[0].rules.push_back(r);
  }
  return prog;
}

// second([A,B],[R],EF) :- R = B   (a reference result).
Program secondProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "second", "(LBox;LBox;)LBox;", true, {"a", "b"}});
  prog.addPredicate(predicate("second", {VT::Ref, VT::Ref}, {VT::Ref, VT::Flag}, 0, 0, true));
  Rule r = headRule({{"A", VT::Ref}, {"B", VT::Ref}}, VT::Ref);
  r.body = {ret(var(1, VT::Ref))};
  prog.predicates[0].rules = {r};
  return prog;
}

// main([A,X],[R],EF) :- A.v = X, then([A,X],[R],EF).
// then: X > 0 -> A.v = 1, 1;  X =< 0 -> 0.
Program writeThenBranchProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "main", "(LBox;I)I", true, {"a", "x"}});
  prog.addPredicate(predicate("main", {VT::Ref, VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  prog.addPredicate(predicate("then", {VT::Ref, VT::Int}, {VT::Int, VT::Flag}, 0, 3));
  Rule m = headRule({{"A", VT::Ref}, {"X", VT::Int}});
  m.body = {putField(0, "v", var(1)), call(1, {var(0, VT::Ref), var(1)}, m.outputs)};
  prog.predicates[0].rules = {m};
  Rule pos = headRule({{"A", VT::Ref}, {"X", VT::Int}});
  pos.guards = {compare(var(1), CmpOp::Gt, Operand::intConst(0))};
  pos.body = {putField(0, "v", Operand::intConst(1)), ret(Operand::intConst(1))};
  Rule neg = headRule({{"A", VT::Ref}, {"X", VT::Int}});
  neg.guards = {compare(var(1), CmpOp::Le, Operand::intConst(0))};
  neg.body = {ret(Operand::intConst(0))};
  prog.predicates[1].rules = {pos, neg};
  return prog;
}

class InputHeapTest : public EngineTest {
 protected:
  // Input objects 1..n of class Box (object 0 holds the statics), already resolved.
  void inputBoxes(int n) {
    setUpHeap_ = [n](heap::Heap& heap) {
      for (int i = 0; i < n; ++i)
        heap.allocate(
            {"Box", true, std::string(1, static_cast<char>('a' + i)), solver::kNoExpr, {}, {}});
    };
  }
  std::vector<Path> runWith(const Program& prog, std::vector<Value> inputs, InputHeapTheory* theory,
                            std::vector<PathObserver*> observers = {}, uint32_t k = 2) {
    EngineHooks hooks;
    hooks.inputHeap = theory;
    hooks.pathObservers = std::move(observers);
    return run(prog, 0, std::move(inputs), k, {}, SIZE_MAX, hooks);
  }
  bool isVariableNamed(ExprId e, const std::string& name) {
    const solver::ExprNode& n = pool_.node(e);
    return n.op == solver::Op::Var && pool_.var(static_cast<uint32_t>(n.value)).name == name;
  }
  static std::vector<ExprId> results(const std::vector<Path>& paths) {
    std::vector<ExprId> out;
    for (const Path& p : paths) out.push_back(p.outputs.at(0).id);
    std::sort(out.begin(), out.end());
    return out;
  }
  std::vector<ExprId> constants(std::vector<int32_t> values) {
    std::vector<ExprId> out;
    for (int32_t v : values) out.push_back(intConst(v));
    std::sort(out.begin(), out.end());
    return out;
  }
};

TEST_P(InputHeapTest, ReadsOfInputSlotsAskTheTheoryAndUseItsValue) {
  inputBoxes(1);
  // Default: the slot's first read is a fresh input named by its access path.
  auto paths = runWith(readProgram(), {Value::ref(1)}, nullptr);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_TRUE(isVariableNamed(paths[0].outputs[0].id, "a.v"));

  // A theory that does not know the slot (nullopt): the same, but it was asked.
  ScriptedTheory theory;
  paths = runWith(readProgram(), {Value::ref(1)}, &theory);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_TRUE(isVariableNamed(paths[0].outputs[0].id, "a.v"));
  EXPECT_EQ(theory.reads, (std::vector<ScriptedTheory::Slot>{{1, "Box.v"}}));

  // Its value is what the program reads.
  theory = {};
  theory.onRead = [&](const std::function<Value()>&, ExecutionContext& ctx) {
    return std::optional<Value>(Value::integer(ctx.pool().bvConst(32, 7)));
  };
  paths = runWith(readProgram(), {Value::ref(1)}, &theory);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(paths[0].outputs[0].id, intConst(7));

  // `initial` makes the slot's fresh initial input, as the engine would.
  theory = {};
  std::optional<Value> made;
  theory.onRead = [&](const std::function<Value()>& initial, ExecutionContext&) {
    made = initial();
    return made;
  };
  paths = runWith(readProgram(), {Value::ref(1)}, &theory);
  ASSERT_EQ(paths.size(), 1u);
  ASSERT_TRUE(made);
  EXPECT_EQ(paths[0].outputs[0], *made);
  EXPECT_TRUE(isVariableNamed(made->id, "a.v"));
}

TEST_P(InputHeapTest, StoresIntoInputObjectsAreToldAndLaterReadsStillAsk) {
  inputBoxes(1);
  ExprId x = intVar("x");
  ScriptedTheory theory;
  auto paths = runWith(writeReadProgram(), {Value::ref(1), Value::integer(x)}, &theory);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(theory.writes, (std::vector<ScriptedTheory::Slot>{{1, "Box.v"}}));
  EXPECT_EQ(theory.written, (std::vector<Value>{Value::integer(x)}));
  EXPECT_EQ(theory.reads, (std::vector<ScriptedTheory::Slot>{{1, "Box.v"}}));
  EXPECT_EQ(paths[0].outputs[0].id, x) << "nullopt: the slot holds what was stored";

  // The theory's answer wins even over the value just stored (another object may be this one).
  theory = {};
  theory.onRead = [&](const std::function<Value()>&, ExecutionContext& ctx) {
    return std::optional<Value>(Value::integer(ctx.pool().bvConst(32, 5)));
  };
  paths = runWith(writeReadProgram(), {Value::ref(1), Value::integer(x)}, &theory);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(paths[0].outputs[0].id, intConst(5));
}

TEST_P(InputHeapTest, ObjectsTheProgramCreatesNeverReachTheTheory) {
  ExprId x = intVar("x");
  ScriptedTheory theory;
  theory.onRead = [&](const std::function<Value()>&, ExecutionContext& ctx) {
    return std::optional<Value>(Value::integer(ctx.pool().bvConst(32, 5)));
  };
  auto paths = runWith(ownObjectProgram(), {Value::integer(x)}, &theory);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(paths[0].outputs[0].id, x);
  EXPECT_TRUE(theory.reads.empty());
  EXPECT_TRUE(theory.writes.empty());
  EXPECT_EQ(theory.concretized, 1);
}

TEST_P(InputHeapTest, TheTheoryDecidesComparisonsOfDistinctObjects) {
  inputBoxes(2);
  const std::vector<Value> distinct{Value::integer(intVar("x")), Value::ref(1), Value::ref(2)};
  // Default: distinct heap objects are distinct objects.
  EXPECT_EQ(results(runWith(sameProgram(), distinct, nullptr)), constants({0}));

  // nullopt: the theory does not know them, the default holds; it was asked about 1 and 2.
  ScriptedTheory theory;
  EXPECT_EQ(results(runWith(sameProgram(), distinct, &theory)), constants({0}));
  ASSERT_FALSE(theory.asked.empty());
  for (const auto& c : theory.asked) {
    EXPECT_EQ(std::min(c.x, c.y), 1u);
    EXPECT_EQ(std::max(c.x, c.y), 2u);
  }

  // They may be one object: both branches.
  theory = {};
  theory.onSame = [](bool, ExecutionContext&) { return std::optional<bool>(true); };
  EXPECT_EQ(results(runWith(sameProgram(), distinct, &theory)), constants({0, 1}));
  bool askedSame = false, askedApart = false;
  for (const auto& c : theory.asked) (c.same ? askedSame : askedApart) = true;
  EXPECT_TRUE(askedSame && askedApart) << "both branches of the comparison are asked";

  // They are one object.
  theory = {};
  theory.onSame = [](bool same, ExecutionContext&) { return std::optional<bool>(same); };
  EXPECT_EQ(results(runWith(sameProgram(), distinct, &theory)), constants({1}));

  // One heap object compared with itself is the same object: the theory is not asked.
  theory = {};
  theory.onSame = [](bool same, ExecutionContext&) { return std::optional<bool>(!same); };
  const std::vector<Value> one{Value::integer(intVar("x")), Value::ref(1), Value::ref(1)};
  EXPECT_EQ(results(runWith(sameProgram(), one, &theory)), constants({1}));
  EXPECT_TRUE(theory.asked.empty());
}

TEST_P(InputHeapTest, IdentityDecisionsAreConstraintsOnThePath) {
  inputBoxes(2);
  ExprId x = intVar("x");
  // A toy identity: objects 1 and 2 are one exactly when x == 0.
  ScriptedTheory theory;
  theory.onSame = [&](bool same, ExecutionContext& ctx) {
    solver::ExprPool& pool = ctx.pool();
    ExprId isZero = pool.binary(solver::Op::Eq, x, pool.bvConst(32, 0));
    return std::optional<bool>(ctx.assume(same ? isZero : pool.notExpr(isZero)));
  };
  auto paths = runWith(sameProgram(), {Value::integer(x), Value::ref(1), Value::ref(2)}, &theory);
  ASSERT_EQ(paths.size(), 2u);
  for (const Path& p : paths) {
    ASSERT_TRUE(p.model) << "the path condition has a model";
    if (p.outputs[0].id == intConst(1))
      EXPECT_EQ(*p.model, 0) << "the same object: x == 0";
    else
      EXPECT_NE(*p.model, 0) << "distinct objects: x != 0";
  }

  // When the path requires x > 5, the same-object branch is infeasible.
  theory.asked.clear();
  paths = runWith(sameProgram(true), {Value::integer(x), Value::ref(1), Value::ref(2)}, &theory);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(paths[0].outputs[0].id, intConst(0));
  ASSERT_TRUE(paths[0].model);
  EXPECT_GT(*paths[0].model, 5);
  EXPECT_FALSE(theory.asked.empty());
}

TEST_P(InputHeapTest, ConcretizeRunsOncePerFinishedDerivationBeforeTheObservers) {
  ScriptedTheory theory;
  std::vector<int> seen;
  PathCallback observer([&](const PathView&) {
    seen.push_back(theory.concretized);
    return true;
  });
  // loopProgram at k=3: three paths finish, the deeper derivations are cut by the bound.
  auto paths = runWith(loopProgram(), {Value::integer(intVar("n"))}, &theory, {&observer}, 3);
  ASSERT_EQ(paths.size(), 3u);
  EXPECT_GT(stats_.cutByBound, 0u);
  EXPECT_EQ(seen, (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(theory.concretized, 3) << "derivations cut by the bound are not concretized";
  EXPECT_EQ(stats_.paths, 3u);
}

TEST_P(InputHeapTest, ConcretizeMayDropOrConstrainADerivation) {
  ExprId x = intVar("x");
  ScriptedTheory theory;
  theory.onConcretize = [&](ExecutionContext&) { return theory.concretized != 1; };
  auto paths = runWith(absProgram(), {Value::integer(x)}, &theory);
  ASSERT_EQ(paths.size(), 1u) << "the first derivation (x >= 0) is dropped";
  ASSERT_TRUE(paths[0].model);
  EXPECT_LT(*paths[0].model, 0);
  EXPECT_EQ(stats_.paths, 1u);
  EXPECT_TRUE(stats_.complete);

  // A constraint added at the end is part of the path the observers see; a path it
  // contradicts is dropped.
  theory = {};
  theory.onConcretize = [&](ExecutionContext& ctx) {
    return ctx.assume(ctx.pool().binary(solver::Op::Eq, x, ctx.pool().bvConst(32, 3)));
  };
  paths = runWith(absProgram(), {Value::integer(x)}, &theory);
  ASSERT_EQ(paths.size(), 1u);
  ASSERT_TRUE(paths[0].model);
  EXPECT_EQ(*paths[0].model, 3);
  EXPECT_EQ(paths[0].outputs[0].id, x) << "the x >= 0 rule";
  EXPECT_EQ(theory.concretized, 2);
}

TEST_P(InputHeapTest, ConcretizeMayFindTwoObjectsToBeOne) {
  inputBoxes(2);
  auto paths = runWith(secondProgram(), {Value::ref(1), Value::ref(2)}, nullptr);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(paths[0].outputs[0], Value::ref(2));

  ScriptedTheory theory;
  theory.onConcretize = [](ExecutionContext& ctx) {
    ctx.heap().identify(2, 1);
    return true;
  };
  bool sameInputs = false;
  PathCallback observer([&](const PathView& v) {
    sameInputs = v.heap.deref(v.inputs[1]) == v.heap.deref(v.inputs[0]);
    return true;
  });
  paths = runWith(secondProgram(), {Value::ref(1), Value::ref(2)}, &theory, {&observer});
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(paths[0].outputs[0], Value::ref(1)) << "references lead to the representative";
  EXPECT_TRUE(sameInputs);
}

TEST_P(InputHeapTest, TheoryStateOnTheTrailFollowsBacktracking) {
  inputBoxes(1);
  ScriptedTheory theory;
  auto paths =
      runWith(writeThenBranchProgram(), {Value::ref(1), Value::integer(intVar("x"))}, &theory);
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_EQ(theory.writes.size(), 2u) << "the store before the choice, once, and the x > 0 path's";
  // The x > 0 path stored twice; after backtracking, the x =< 0 path only once.
  EXPECT_EQ(theory.writesAtEnd, (std::vector<uint64_t>{2, 1}));
}

INSTANTIATE_TEST_SUITE_P(Solvers, InputHeapTest, kBothSolvers, solverName);

}  // namespace
}  // namespace symtest::symexec
