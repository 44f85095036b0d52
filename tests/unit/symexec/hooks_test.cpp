// The engine's extension points, each against its default: a call handler that replaces a
// call by its own alternatives (as a summary does), handlers of external calls and the
// unhandled-call policy, choice policies that reorder, drop and abandon alternatives, rule
// observers with per-path state on the trail, a reference resolver other than lazy
// initialization, and path observers that stop the exploration.
#include <gtest/gtest.h>

#include "engine_fixture.hpp"
#include "symexec/lazy_initialization.hpp"
#include "symexec/unhandled_calls.hpp"

namespace symtest::symexec {
namespace {

using namespace testing;

// main([X],[R],EF) :- abs([X],[R],EF)   (abs is predicate 0, a method of its own).
Program callsAbs() {
  Program prog = absProgram();
  prog.methods.push_back({"Demo", "main", "(I)I", true, {"x"}});
  clp::PredId main =
      prog.addPredicate(predicate("main", {VT::Int}, {VT::Int, VT::Flag}, 1, 0, true));
  Rule m = headRule({{"X", VT::Int}});
  m.body = {call(0, {var(0)}, m.outputs)};
  prog.predicates[main].rules = {withSteps(m, {0})};
  return prog;
}

// A summary of abs: X >= 0 -> X; X < 0 -> -X, with the bytecode each case executes.
class AbsSummary final : public CallAlternatives {
 public:
  explicit AbsSummary(Value x) : x_(x) {}
  size_t size() const override { return 2; }
  bool apply(size_t i, ExecutionContext& ctx, std::vector<Value>& outputs) override {
    solver::ExprPool& pool = ctx.pool();
    ExprId zero = pool.bvConst(32, 0);
    bool positive = i == 0;
    if (!ctx.assume(pool.binary(positive ? solver::Op::Sge : solver::Op::Slt, x_.id, zero)))
      return false;
    ctx.recordInvocation(0, {{positive ? 10u : 20u, false}});
    outputs = {Value::integer(positive ? x_.id : pool.unary(solver::Op::Neg, x_.id)), Value::ok()};
    return true;
  }

 private:
  Value x_;
};

class ComposeAbs final : public CallHandler {
 public:
  std::shared_ptr<CallAlternatives> onCall(const CallSite& site, ExecutionContext&) override {
    if (site.callee != 0 || !site.entersMethod) return nullptr;
    ++calls;
    return std::make_shared<AbsSummary>(site.args[0]);
  }
  int calls = 0;
};

using HooksTest = EngineTest;

TEST_P(HooksTest, CallHandlerReplacesTheCallAndGivesTheSamePathsAsUnfolding) {
  ExprId x = intVar("x");
  auto unfolded = run(callsAbs(), 1, {Value::integer(x)});
  uint64_t unfoldedSteps = stats_.unfoldings;
  ComposeAbs compose;
  EngineHooks hooks;
  hooks.callHandlers.push_back(&compose);
  auto composed = run(callsAbs(), 1, {Value::integer(x)}, 2, {}, SIZE_MAX, hooks);
  EXPECT_EQ(compose.calls, 1);
  ASSERT_EQ(composed.size(), unfolded.size());
  for (size_t i = 0; i < composed.size(); ++i) {
    EXPECT_EQ(composed[i].outputs, unfolded[i].outputs) << "path " << i;
    EXPECT_EQ(composed[i].model.has_value(), unfolded[i].model.has_value());
  }
  EXPECT_EQ(stats_.choicePoints, 1u) << "the two cases are one choice point";
  EXPECT_EQ(unfoldedSteps, 3u);
  EXPECT_EQ(stats_.unfoldings, 1u) << "only main's rule is applied, abs's never";
  // The composed invocation counts for coverage as if abs had run.
  ASSERT_EQ(composed[1].invocations.size(), 2u);
  EXPECT_EQ(composed[1].invocations[1].method, 0u);
  ASSERT_EQ(composed[1].invocations[1].steps.size(), 1u);
  EXPECT_EQ(composed[1].invocations[1].steps[0].offset, 20u);
}

class NoCase final : public CallHandler {
 public:
  struct None final : CallAlternatives {
    size_t size() const override { return 0; }
    bool apply(size_t, ExecutionContext&, std::vector<Value>&) override { return false; }
  };
  std::shared_ptr<CallAlternatives> onCall(const CallSite& site, ExecutionContext&) override {
    return site.entersMethod && site.callee == 0 ? std::make_shared<None>() : nullptr;
  }
};

TEST_P(HooksTest, CallHandlerWithoutAlternativesEndsThePath) {
  NoCase none;
  EngineHooks hooks;
  hooks.callHandlers.push_back(&none);
  auto paths = run(callsAbs(), 1, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  EXPECT_TRUE(paths.empty());
  EXPECT_TRUE(stats_.complete);
}

// ext([X],[R],EF) :- R = Lib.answer(X) (code outside the analysed classes), return R.
Program callsExternal() {
  Program prog;
  prog.methods.push_back({"Demo", "ext", "(I)I", true, {"x"}});
  prog.addPredicate(predicate("ext", {VT::Int}, {VT::Int, VT::Flag}, 0, 0, true));
  Rule r = headRule({{"X", VT::Int}});
  clp::VarId res = r.newVar("A", VT::Int);
  clp::Stmt e;
  e.kind = clp::Stmt::Kind::External;
  e.external = clp::Stmt::ExternalKind::Unhandled;
  e.className = "Lib";
  e.field = "answer";
  e.descriptor = "(I)I";
  e.args = {var(0)};
  e.outs = {res};
  r.body = {e, ret(var(res))};
  prog.predicates[0].rules = {r};
  return prog;
}

class Specification final : public CallHandler {
 public:
  struct FortyTwo final : CallAlternatives {
    size_t size() const override { return 1; }
    bool apply(size_t, ExecutionContext& ctx, std::vector<Value>& outputs) override {
      outputs = {Value::integer(ctx.pool().bvConst(32, 42))};
      return true;
    }
  };
  std::shared_ptr<CallAlternatives> onExternalCall(const ExternalCallSite& call,
                                                   ExecutionContext&) override {
    return call.key() == "Lib.answer(I)I" ? std::make_shared<FortyTwo>() : nullptr;
  }
};

TEST_P(HooksTest, UnhandledCallPolicyIsTheDefaultHandlerOfExternalCalls) {
  // Default: stop the path and count the call.
  auto paths = run(callsExternal(), 0, {Value::integer(intVar("x"))});
  EXPECT_TRUE(paths.empty());
  EXPECT_EQ(stats_.unhandledCalls["Lib.answer(I)I"], 1u);
  EXPECT_EQ(stats_.stoppedAtUnhandled, 1u);

  // Havoc: an unconstrained result, noted as an assumption.
  UnhandledCallPolicy havoc({UnhandledCallOptions::Policy::Havoc});
  EngineHooks hooks;
  hooks.callHandlers.push_back(&havoc);
  paths = run(callsExternal(), 0, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 1u);
  ASSERT_EQ(paths[0].assumptions.size(), 1u);
  EXPECT_EQ(paths[0].assumptions[0], "the result answer#1 of Lib.answer(I)I is unconstrained");
  EXPECT_EQ(stats_.unhandledCalls["Lib.answer(I)I"], 1u);

  // A handler before the policy takes the call: nothing is unhandled.
  Specification spec;
  hooks.callHandlers.insert(hooks.callHandlers.begin(), &spec);
  paths = run(callsExternal(), 0, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(paths[0].outputs[0].id, intConst(42));
  EXPECT_TRUE(paths[0].assumptions.empty());
  EXPECT_TRUE(stats_.unhandledCalls.empty());
}

class RulePolicy final : public ChoicePolicy {
 public:
  void orderRules(const RuleChoice&, std::vector<uint16_t>& rules, ExecutionContext&) override {
    if (reverse) std::reverse(rules.begin(), rules.end());
    if (dropFirst && !rules.empty()) rules.erase(rules.begin());
  }
  bool resume(const OpenChoice& choice, ExecutionContext&) override {
    ++resumeAsked;
    EXPECT_EQ(choice.kind, OpenChoice::Kind::Rule);
    EXPECT_EQ(choice.tried, 1u);
    EXPECT_EQ(choice.total, 2u);
    return resumes;
  }
  bool reverse = false, dropFirst = false, resumes = true;
  int resumeAsked = 0;
};

TEST_P(HooksTest, ChoicePolicyOrdersDropsAndAbandonsAlternatives) {
  RulePolicy policy;
  EngineHooks hooks;
  hooks.choicePolicies.push_back(&policy);
  policy.reverse = true;
  auto paths = run(absProgram(), 0, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_LT(*paths[0].model, 0) << "the negative rule first";
  EXPECT_EQ(policy.resumeAsked, 1);

  policy = {};
  policy.dropFirst = true;
  paths = run(absProgram(), 0, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_LT(*paths[0].model, 0);
  EXPECT_EQ(stats_.choicePoints, 0u);

  policy = {};
  policy.resumes = false;
  paths = run(absProgram(), 0, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_GE(*paths[0].model, 0);
  EXPECT_EQ(stats_.prunedByExtensions, 1u);
}

// Skips one rule's alternatives when backtracking; records what a call's continuation is.
class AdmitPolicy final : public ChoicePolicy {
 public:
  void orderRules(const RuleChoice& choice, std::vector<uint16_t>&,
                  ExecutionContext& ctx) override {
    ctx.continuation(frames);
    calls.push_back(choice.pred);
  }
  bool admit(const OpenChoice& choice, ExecutionContext&) override {
    admitted.push_back(choice.rule);
    return choice.rule != skipRule;
  }
  uint16_t skipRule = UINT16_MAX;
  std::vector<uint16_t> admitted;
  std::vector<clp::PredId> calls;
  std::vector<ContinuationFrame> frames;
};

TEST_P(HooksTest, ChoicePolicyAdmitsAlternativesOneByOneAndSeesTheContinuation) {
  AdmitPolicy policy;
  EngineHooks hooks;
  hooks.choicePolicies.push_back(&policy);
  auto paths = run(absProgram(), 0, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 2u);
  EXPECT_EQ(policy.admitted, (std::vector<uint16_t>{1})) << "asked for the second rule";

  policy = {};
  policy.skipRule = 1;
  paths = run(absProgram(), 0, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(stats_.prunedByExtensions, 1u);

  // In main, the call of abs is statement 0 of main's only rule; the root is not a frame.
  policy = {};
  Program prog = callsAbs();
  paths =
      run(prog, prog.predicates.size() - 1, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 2u);
  ASSERT_EQ(policy.calls.back(), 0u);
  ASSERT_EQ(policy.frames.size(), 1u);
  EXPECT_EQ(policy.frames[0].pred, prog.predicates.size() - 1);
  EXPECT_EQ(policy.frames[0].rule, 0u);
  EXPECT_EQ(policy.frames[0].next, 0u);
}

// Counts rule applications per path in a trail cell; prunes paths longer than `limit`.
class StepCounter final : public RuleObserver {
 public:
  bool onRule(const AppliedRule&, ExecutionContext& ctx) override {
    ctx.trail().assign(&steps, steps + 1);
    return steps <= limit;
  }
  bool onAllocation(uint32_t object, ExecutionContext& ctx) override {
    allocated.push_back(ctx.heap().object(object).type);
    return allocations;
  }
  void onCut(clp::PredId pred, ExecutionContext&) override { cuts.push_back(pred); }
  uint64_t steps = 0, limit = UINT64_MAX;
  bool allocations = true;
  std::vector<std::string> allocated;
  std::vector<clp::PredId> cuts;
};

TEST_P(HooksTest, RuleObserverKeepsPerPathStateOnTheTrailAndMayPrune) {
  StepCounter counter;
  std::vector<uint64_t> seen;
  PathCallback record([&](const PathView& path) {
    seen.push_back(counter.steps);
    EXPECT_EQ(counter.steps, path.trace.size()) << "one count per applied rule of this path";
    return true;
  });
  EngineHooks hooks;
  hooks.ruleObservers.push_back(&counter);
  hooks.pathObservers.push_back(&record);
  // Paths of loopProgram at k=3: main, then loop applied 3, 2 and 1 times.
  auto paths = run(loopProgram(), 0, {Value::integer(intVar("n"))}, 3, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 3u);
  EXPECT_EQ(seen, (std::vector<uint64_t>{4, 3, 2}));
  EXPECT_EQ(counter.cuts.size(), stats_.cutByBound) << "told of every call the bound refused";
  EXPECT_GT(counter.cuts.size(), 0u);

  // At most 3 rules per path: both rules of the third loop unfolding are pruned.
  counter.steps = 0;
  counter.limit = 3;
  seen.clear();
  paths = run(loopProgram(), 0, {Value::integer(intVar("n"))}, 3, {}, SIZE_MAX, hooks);
  EXPECT_EQ(seen, (std::vector<uint64_t>{3, 2}));
  EXPECT_EQ(stats_.prunedByExtensions, 2u);
}

// A deterministic derivation (a class initializer's loop over a table) keeps the calls still
// running, not every call it made: 50 turns of the loop leave the root alone on the stack, and
// the trace still has every rule applied.
TEST_P(HooksTest, ReturnedCallsAboveTheNewestChoicePointAreReleased) {
  size_t depth = 0, traced = 0;
  PathCallback record([&](const PathView& path) {
    depth = path.context.depth();
    traced = path.trace.size();
    return true;
  });
  EngineHooks hooks;
  hooks.pathObservers.push_back(&record);
  auto paths = run(loopProgram(), 0, {Value::integer(intConst(50))}, 60, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(stats_.choicePoints, 0u);
  EXPECT_EQ(traced, 52u) << "main and 51 loop unfoldings";
  EXPECT_EQ(depth, 1u) << "only the root activation stays";
}

TEST_P(HooksTest, RuleObserverSeesAllocationsAndMayRefuseThem) {
  StepCounter counter;
  EngineHooks hooks;
  hooks.ruleObservers.push_back(&counter);
  auto paths = run(chooseProgram(), 0, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  EXPECT_EQ(paths.size(), 2u);
  EXPECT_EQ(counter.allocated, (std::vector<std::string>{"Marker"}));
  counter.allocations = false;
  paths = run(chooseProgram(), 0, {Value::integer(intVar("x"))}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 1u) << "the path that allocates is pruned";
  EXPECT_TRUE(paths[0].heap.empty());
}

// isnull([R],[V],EF): R == null -> 0;  R != null -> 1.
Program nullTest() {
  Program prog;
  prog.methods.push_back({"Demo", "isNull", "(LBox;)I", true, {"r"}});
  prog.addPredicate(predicate("isnull", {VT::Ref}, {VT::Int, VT::Flag}, 0, 0, true));
  for (bool null : {true, false}) {
    Rule r = headRule({{"R", VT::Ref}});
    r.guards = {isNull(0, null)};
    r.body = {ret(Operand::intConst(null ? 0 : 1))};
    prog.predicates[0].rules.push_back(r);
  }
  return prog;
}

// Resolves every input reference to a fresh object: inputs are never null.
class NeverNull final : public ReferenceResolver {
 public:
  std::unique_ptr<Alternatives> resolve(uint32_t symbol, const clp::Guard& inspectedBy,
                                        ExecutionContext& ctx) override {
    EXPECT_EQ(inspectedBy.kind, clp::Guard::Kind::IsNull);
    std::vector<Resolution> fresh;
    for (const Resolution& r : lazy.resolutions(symbol, ctx))
      if (r.kind == Resolution::Kind::Fresh) fresh.push_back(r);
    return LazyInitialization::alternatives(symbol, std::move(fresh));
  }
  LazyInitialization lazy;
};

TEST_P(HooksTest, ReferenceResolverDecidesHowInputsAreResolved) {
  setUpHeap_ = [](heap::Heap& heap) { heap.newSymbol({"Box", "r", true, {}, {}, true, {}}); };
  auto paths = run(nullTest(), 0, {Value::sym(0)});
  ASSERT_EQ(paths.size(), 2u) << "lazy initialization: null, then a fresh Box";
  EXPECT_EQ(paths[0].outputs[0].id, intConst(0));
  EXPECT_EQ(paths[1].heap, (std::vector<std::string>{"Box"}));

  NeverNull resolver;
  EngineHooks hooks;
  hooks.resolver = &resolver;
  paths = run(nullTest(), 0, {Value::sym(0)}, 2, {}, SIZE_MAX, hooks);
  ASSERT_EQ(paths.size(), 1u);
  EXPECT_EQ(paths[0].outputs[0].id, intConst(1));
}

TEST_P(HooksTest, PathObserversSeeEveryPathUntilOneStops) {
  int first = 0, second = 0;
  PathCallback a([&](const PathView&) { return ++first < 2; });
  PathCallback b([&](const PathView&) { return ++second, true; });
  EngineHooks hooks;
  hooks.pathObservers = {&a, &b};
  auto paths = run(loopProgram(), 0, {Value::integer(intVar("n"))}, 3, {}, SIZE_MAX, hooks);
  EXPECT_EQ(paths.size(), 2u);
  EXPECT_EQ(first, 2);
  EXPECT_EQ(second, 1) << "the path on which `a` stopped is not shown to `b`";
  EXPECT_FALSE(stats_.complete);
  EXPECT_EQ(stats_.stopReason, "stopped");
}

INSTANTIATE_TEST_SUITE_P(Solvers, HooksTest, kBothSolvers, solverName);

}  // namespace
}  // namespace symtest::symexec
