// The engine tests' fixture: runs a hand-built CLP program with both solver strategies and
// keeps what each finished path shows.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "build_helpers.hpp"
#include "symexec/engine.hpp"

namespace symtest::symexec::testing {

using namespace clp::testing;
using clp::CmpOp;
using clp::Operand;
using clp::Program;
using clp::Rule;
using VT = clp::ValueType;
using solver::ExprId;

// What a test keeps of a finished path (the PathView is valid only during the callback).
struct Path {
  std::vector<Value> outputs;
  std::vector<std::string> heap;  // types of the objects allocated (heap object 0 holds statics)
  std::vector<TraceEvent> trace;
  std::vector<InvocationRecord> invocations;
  size_t constraints = 0;
  std::optional<int64_t> model;  // value of the first input in a readable model
  std::vector<std::string> assumptions;
};

struct Oracle final : TypeOracle {  // every class is concrete and final
  bool isSubtype(const std::string& sub, const std::string& super) override;
  std::vector<std::string> concreteSubtypes(const std::string& type) override { return {type}; }
  bool isModelClass(const std::string&) override { return false; }
};

inline bool Oracle::isSubtype(const std::string& sub, const std::string& super) {
  return sub == super ||
         (sub == "java/lang/ArithmeticException" &&
          (super == "java/lang/RuntimeException" || super == "java/lang/Exception"));
}

class EngineTest : public ::testing::TestWithParam<solver::SolverOptions::Kind> {
 protected:
  static solver::SolverOptions optionsFor(solver::SolverOptions::Kind kind) {
    solver::SolverOptions o;
    o.kind = kind;
    return o;
  }
  EngineTest() : solver_(solver::makeSolver(pool_, optionsFor(GetParam()))) {}

  ExprId intVar(const std::string& name) { return pool_.newVar(name, 32); }
  ExprId intConst(int32_t v) { return pool_.bvConst(32, static_cast<uint32_t>(v)); }

  // Explores `entry` with the test's own hooks (`extra`) after the path collector.
  std::vector<Path> run(const Program& prog, clp::PredId entry, std::vector<Value> inputs,
                        uint32_t k = 2, EngineLimits limits = {}, size_t stopAfter = SIZE_MAX,
                        EngineHooks extra = {}) {
    auto blockK = makeBlockK(k);
    Oracle oracle;
    std::vector<Path> paths;
    PathCallback collect([&](const PathView& v) {
      std::vector<std::string> objects;
      for (uint32_t o = 1; o < v.heap.objectCount(); ++o) objects.push_back(v.heap.object(o).type);
      Path p{v.outputs, objects,      v.trace, v.invocations, v.solver.constraints().size(),
             {},        v.assumptions};
      const Value& in = inputs.front();
      if (in.kind == Value::Kind::Int && !pool_.isConst(in.id) &&
          v.solver.isSatisfiable(pool_.trueExpr()) == solver::SatResult::Sat) {
        uint32_t var = static_cast<uint32_t>(pool_.node(in.id).value);
        if (auto m = v.solver.readableModel({var})) p.model = solver::signExtend((*m)[var], 32);
      }
      paths.push_back(std::move(p));
      return paths.size() < stopAfter;
    });
    EngineHooks hooks = extra;
    hooks.pathObservers.insert(hooks.pathObservers.begin(), &collect);
    Engine engine(prog, pool_, *solver_, *blockK, oracle, limits, hooks);
    stats_ = engine.run(entry, [&](heap::Heap& heap) {
      if (setUpHeap_) setUpHeap_(heap);
      return inputs;
    });
    return paths;
  }

  solver::ExprPool pool_;
  std::unique_ptr<solver::Solver> solver_;
  ExplorationStats stats_;
  std::function<void(heap::Heap&)> setUpHeap_;  // creates input symbols before a run
};

inline Rule withSteps(Rule r, std::vector<uint32_t> offsets) {
  for (uint32_t o : offsets) r.steps.push_back({o, false});
  return r;
}

// abs([X],[R],EF): X >= 0 -> X;  X < 0 -> -X.
inline Program absProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "abs", "(I)I", true, {"x"}});
  prog.addPredicate(predicate("abs", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  Rule pos = headRule({{"X", VT::Int}});
  pos.guards = {compare(var(0), CmpOp::Ge, Operand::intConst(0))};
  pos.body = {ret(var(0))};
  Rule neg = headRule({{"X", VT::Int}});
  clp::VarId n = neg.newVar("N", VT::Int);
  neg.guards = {compare(var(0), CmpOp::Lt, Operand::intConst(0))};
  neg.body = {arith(clp::ArithOp::Neg, n, var(0)), ret(var(n))};
  prog.predicates[0].rules = {pos, neg};
  return prog;
}

// main([X],[R],EF) :- choose([X],[Y],F), after([Y],[R],EF).
// choose: X > 0 -> new_object(Marker), 1;  X =< 0 -> 2.   after: Y = 1 -> 100;  Y = 2 -> 200.
inline Program chooseProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "main", "(I)I", true, {"x"}});
  prog.methods.push_back({"Demo", "choose", "(I)I", true, {"x"}});
  prog.addPredicate(predicate("main", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  prog.addPredicate(predicate("choose", {VT::Int}, {VT::Int, VT::Flag}, 1, 0, true));
  prog.addPredicate(predicate("after", {VT::Int}, {VT::Int, VT::Flag}, 0, 2));
  Rule m = headRule({{"X", VT::Int}});
  clp::VarId y = m.newVar("Y", VT::Int), f = m.newVar("F", VT::Flag);
  m.body = {call(1, {var(0)}, {y, f}), call(2, {var(y)}, m.outputs)};
  prog.predicates[0].rules = {withSteps(m, {0, 1})};
  Rule one = headRule({{"X", VT::Int}});
  clp::VarId o = one.newVar("O", VT::Ref);
  one.guards = {compare(var(0), CmpOp::Gt, Operand::intConst(0))};
  one.body = {newObject(o, "Marker"), ret(Operand::intConst(1))};
  Rule two = headRule({{"X", VT::Int}});
  two.guards = {compare(var(0), CmpOp::Le, Operand::intConst(0))};
  two.body = {ret(Operand::intConst(2))};
  prog.predicates[1].rules = {withSteps(one, {5}), withSteps(two, {7})};
  for (int32_t key : {1, 2}) {
    Rule r = headRule({{"Y", VT::Int}});
    r.guards = {compare(var(0), CmpOp::Eq, Operand::intConst(key))};
    r.body = {ret(Operand::intConst(key * 100))};
    prog.predicates[2].rules.push_back(withSteps(r, {2}));
  }
  return prog;
}

// main([N],[R],EF) :- loop([N],[R],EF).   loop: N > 0 -> loop(N - 1);  N =< 0 -> N.
inline Program loopProgram() {
  Program prog;
  prog.methods.push_back({"Demo", "count", "(I)I", true, {"n"}});
  prog.addPredicate(predicate("main", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  prog.addPredicate(predicate("loop", {VT::Int}, {VT::Int, VT::Flag}, 0, 3));
  Rule m = headRule({{"N", VT::Int}});
  m.body = {call(1, {var(0)}, m.outputs)};
  prog.predicates[0].rules = {m};
  Rule again = headRule({{"N", VT::Int}});
  clp::VarId next = again.newVar("M", VT::Int);
  again.guards = {compare(var(0), CmpOp::Gt, Operand::intConst(0))};
  again.body = {arith(clp::ArithOp::Sub, next, var(0), Operand::intConst(1)),
                call(1, {var(next)}, again.outputs)};
  Rule done = headRule({{"N", VT::Int}});
  done.guards = {compare(var(0), CmpOp::Le, Operand::intConst(0))};
  done.body = {ret(var(0))};
  prog.predicates[1].rules = {again, done};
  return prog;
}

inline const auto kBothSolvers = ::testing::Values(solver::SolverOptions::Kind::Caching,
                                                   solver::SolverOptions::Kind::Incremental);
inline std::string solverName(const ::testing::TestParamInfo<solver::SolverOptions::Kind>& info) {
  return info.param == solver::SolverOptions::Kind::Caching ? "Caching" : "Incremental";
}

}  // namespace symtest::symexec::testing
