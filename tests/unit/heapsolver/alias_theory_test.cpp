// The heap solver's InputHeapTheory (AliasTheory) with its resolver, in the engine on
// hand-built CLP programs, against lazy initialization: the same outcomes, but aliasing among
// input objects is decided where the path needs it (a reference comparison, a read whose value
// depends on it), not when an input is first resolved. A comparison found true makes the two
// inputs one object at concretization; a read through an open identity prefers distinct
// objects; an input that may alias nothing (aliasing off) is never the same object.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <tuple>
#include <vector>

#include "engine_fixture.hpp"
#include "heapsolver/alias_theory.hpp"
#include "heapsolver/solver_resolver.hpp"
#include "symexec/lazy_initialization.hpp"

namespace symtest::heapsolver {
namespace {

using namespace symexec::testing;
using symexec::EngineHooks;
using symexec::PathCallback;
using symexec::PathView;
using symexec::Value;

clp::Stmt field(clp::Stmt::Kind kind, clp::VarId object, clp::VarId dst, Operand value) {
  clp::Stmt s;
  s.kind = kind;
  s.dst = dst;
  s.a = var(object, VT::Ref);
  s.b = value;
  s.className = "Box";
  s.field = "v";
  s.descriptor = "I";
  return s;
}

// Guards that resolve the (never null) input references A and B before a rule's body.
std::vector<clp::Guard> bothResolved() {
  return {isNull(0, false), isNull(1, false)};
}

// compare([A,B],[R],EF) :- same(A,B).   same: A == B -> 1;  A != B -> 0.
Program compareProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "compare", "(LBox;LBox;)I", true, {"a", "b"}});
  prog.addPredicate(predicate("compare", {VT::Ref, VT::Ref}, {VT::Int, VT::Flag}, 0, 0, true));
  prog.addPredicate(predicate("same", {VT::Ref, VT::Ref}, {VT::Int, VT::Flag}, 0, 4));
  Rule both = headRule({{"A", VT::Ref}, {"B", VT::Ref}});
  both.guards = bothResolved();
  both.body = {call(1, {var(0, VT::Ref), var(1, VT::Ref)}, both.outputs)};
  prog.predicates[0].rules = {both};
  for (bool same : {true, false}) {
    Rule r = headRule({{"A", VT::Ref}, {"B", VT::Ref}});
    clp::Guard g;
    g.kind = clp::Guard::Kind::SameRef;
    g.a = var(0, VT::Ref);
    g.b = var(1, VT::Ref);
    g.positive = same;
    r.guards = {g};
    r.body = {ret(Operand::intConst(same ? 1 : 0))};
    prog.predicates[1].rules.push_back(r);
  }
  return prog;
}

// overwrite([A,B],[R],EF) :- A.v = 1, B.v = 2, R = A.v   (2 when A and B are one object).
Program overwriteProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "overwrite", "(LBox;LBox;)I", true, {"a", "b"}});
  prog.addPredicate(predicate("overwrite", {VT::Ref, VT::Ref}, {VT::Int, VT::Flag}, 0, 0, true));
  Rule both = headRule({{"A", VT::Ref}, {"B", VT::Ref}});
  both.guards = bothResolved();
  clp::VarId v = both.newVar("V", VT::Int);
  both.body = {field(clp::Stmt::Kind::PutField, 0, 0, Operand::intConst(1)),
               field(clp::Stmt::Kind::PutField, 1, 0, Operand::intConst(2)),
               field(clp::Stmt::Kind::GetField, 0, v, {}), ret(var(v))};
  prog.predicates[0].rules = {both};
  return prog;
}

// What a finished path shows: the values its result may take under its path condition, and
// whether its two inputs are one object.
struct Outcome {
  std::vector<int32_t> results;
  bool oneObject = false;
  bool operator<(const Outcome& o) const {
    return std::tie(results, oneObject) < std::tie(o.results, o.oneObject);
  }
  bool operator==(const Outcome&) const = default;
};

void PrintTo(const Outcome& o, std::ostream* os) {
  *os << "{results";
  for (int32_t r : o.results) *os << " " << r;
  *os << (o.oneObject ? ", one object}" : "}");
}

class AliasTheoryTest : public EngineTest {
 protected:
  enum class Heap { Lazy, Solver };

  std::vector<Outcome> explore(const Program& prog, Heap mode, bool aliasing = true) {
    setUpHeap_ = [](heap::Heap& heap) {
      // Two inputs of class Box, never null, that may alias.
      heap.newSymbol({"Box", "a", false, {}, {}, true, {}});
      heap.newSymbol({"Box", "b", false, {}, {}, true, {}});
    };
    const symexec::LazyInitOptions lazyOptions{aliasing};
    symexec::LazyInitialization lazy(lazyOptions);
    theory_.reset();
    SolverResolver solverResolver(theory_, assumptions_, lazyOptions);
    EngineHooks hooks;
    if (mode == Heap::Solver) {
      hooks.resolver = &solverResolver;
      hooks.inputHeap = &theory_;
    } else {
      hooks.resolver = &lazy;
    }
    std::vector<Outcome> outcomes;
    PathCallback record([&](const PathView& v) {
      Outcome o;
      const ExprId result = v.outputs.at(0).id;
      for (int32_t c = 0; c <= 2; ++c)
        if (v.solver.isSatisfiable(pool_.binary(solver::Op::Eq, result, intConst(c))) ==
            solver::SatResult::Sat)
          o.results.push_back(c);
      const Value a = v.heap.deref(v.inputs[0]), b = v.heap.deref(v.inputs[1]);
      o.oneObject = a.kind == Value::Kind::Ref && a == b;
      outcomes.push_back(o);
      return true;
    });
    hooks.pathObservers = {&record};
    run(prog, 0, {Value::sym(0), Value::sym(1)}, 2, {}, SIZE_MAX, hooks);
    aliasesLeftOpen_ = solverResolver.aliasesLeftOpen();
    std::sort(outcomes.begin(), outcomes.end());
    return outcomes;
  }

  AliasTheory theory_;
  std::vector<HeapAssumption> assumptions_;
  uint64_t aliasesLeftOpen_ = 0;
};

TEST_P(AliasTheoryTest, AComparisonDecidesTheIdentityAndMergesTheObjects) {
  const std::vector<Outcome> expected{{{0}, false}, {{1}, true}};
  // Lazy initialization branches on B being A when B is resolved.
  EXPECT_EQ(explore(compareProgram(), Heap::Lazy), expected);

  // The heap solver resolves B to a fresh object whose identity stays open (no alias branch); the
  // comparison decides it, and concretization makes the two inputs one object.
  EXPECT_EQ(explore(compareProgram(), Heap::Solver), expected);
  EXPECT_GT(aliasesLeftOpen_, 0u) << "B's alias of A was not a branch of its resolution";
  EXPECT_EQ(theory_.counters().openObjects, 2u) << "A and B opened (once each)";
  EXPECT_EQ(theory_.counters().mergedObjects, 1u) << "only on the path where A == B";
  EXPECT_EQ(theory_.counters().conditionalReads, 0u);
}

TEST_P(AliasTheoryTest, ObjectsThatMayAliasNothingAreNeverOne) {
  const std::vector<Outcome> expected{{{0}, false}};
  EXPECT_EQ(explore(compareProgram(), Heap::Lazy, false), expected);
  EXPECT_EQ(explore(compareProgram(), Heap::Solver, false), expected);
  EXPECT_EQ(theory_.counters().mergedObjects, 0u);
  EXPECT_EQ(aliasesLeftOpen_, 0u);
}

TEST_P(AliasTheoryTest, AReadThroughAnOpenIdentityNeedsNoBranchAndPrefersDistinctObjects) {
  // Lazy initialization: one path per aliasing choice, 2 when B is A.
  EXPECT_EQ(explore(overwriteProgram(), Heap::Lazy),
            (std::vector<Outcome>{{{1}, false}, {{2}, true}}));

  // The heap solver: A.v depends on whether B is A (an ite over their identities), one path;
  // nothing on it needs them to be one, so concretization keeps them distinct: A.v is 1.
  EXPECT_EQ(explore(overwriteProgram(), Heap::Solver), (std::vector<Outcome>{{{1}, false}}));
  EXPECT_EQ(theory_.counters().conditionalReads, 1u);
  EXPECT_EQ(theory_.counters().mergedObjects, 0u);
}

INSTANTIATE_TEST_SUITE_P(Solvers, AliasTheoryTest, kBothSolvers, solverName);

}  // namespace
}  // namespace symtest::heapsolver
