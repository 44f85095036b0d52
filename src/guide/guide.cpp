#include "guide/guide.hpp"

#include <algorithm>
#include <set>

#include "guide/goal_guide.hpp"
#include "guide/goals.hpp"
#include "guide/local_paths.hpp"
#include "guide/reduction.hpp"
#include "guide/test_goals.hpp"
#include "testcase/method_run.hpp"

namespace symtest::guide {

using Kind = Criterion::Kind;

namespace {

// A program point of a program-points run, as this method's exploration left it.
struct PointStatus {
  std::string point;   // as given ("Foo.bar:12", "Foo#bar(I)I@7")
  std::string status;  // "reached", "unreachable" (within the bound) or "open" (a limit hit)
  uint32_t test = 0;   // reached: the first test case that reaches it
  std::string why;     // unreachable: why, when known without exploring
};

// The points' statuses as the method's "points" annotation: a JSON list, a line each.
results::Annotation pointsAnnotation(const std::vector<PointStatus>& points) {
  results::Annotation a{"points", nlohmann::json::array(), "", {}};
  for (const PointStatus& p : points) {
    nlohmann::json jp = {{"point", p.point}, {"status", p.status}};
    if (p.test) jp["testCase"] = p.test;
    if (!p.why.empty()) jp["why"] = p.why;
    a.value.push_back(std::move(jp));
    a.lines.push_back("point " + p.point + ": " + p.status +
                      (p.test          ? " (test " + std::to_string(p.test) + ")"
                       : p.why.empty() ? std::string()
                                       : " (" + p.why + ")"));
  }
  return a;
}

}  // namespace

// all-local-paths asks for both: every local path, and every callee rule as under branch. An
// alternative is tried when either guide wants it.
class EitherPolicy final : public symexec::ChoicePolicy {
 public:
  EitherPolicy(symexec::ChoicePolicy& a, symexec::ChoicePolicy& b) : a_(a), b_(b) {}
  void orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                  symexec::ExecutionContext& ctx) override {
    std::vector<uint16_t> fromA = rules, fromB = rules;
    a_.orderRules(choice, fromA, ctx);
    b_.orderRules(choice, fromB, ctx);
    std::erase_if(rules, [&](uint16_t r) {
      return std::find(fromA.begin(), fromA.end(), r) == fromA.end() &&
             std::find(fromB.begin(), fromB.end(), r) == fromB.end();
    });
  }
  bool resume(const symexec::OpenChoice& c, symexec::ExecutionContext& ctx) override {
    return a_.resume(c, ctx) || b_.resume(c, ctx);
  }
  bool admit(const symexec::OpenChoice& c, symexec::ExecutionContext& ctx) override {
    return a_.admit(c, ctx) || b_.admit(c, ctx);
  }

 private:
  symexec::ChoicePolicy &a_, &b_;
};

struct GuidedGeneration::MethodState {
  std::unique_ptr<GoalMap> goals;
  std::unique_ptr<GoalGuide> guide;
  std::unique_ptr<LocalPathGuide> local;
  std::unique_ptr<EitherPolicy> either;
  clp::PredId entry = clp::kNoPred;
  // What the kept test cases cover so far: probes per method and exception types.
  std::set<std::pair<results::MethodId, uint32_t>> probes;
  std::set<std::string> exceptions;
  std::vector<uint32_t> firstTest;  // per goal: the first test case covering it (0: none)
};

GuidedGeneration::GuidedGeneration(GuideOptions options) : options_(std::move(options)) {}
GuidedGeneration::~GuidedGeneration() = default;

void GuidedGeneration::beginMethod(testcase::MethodRun& run) {
  state_ = std::make_unique<MethodState>();
  MethodState& s = *state_;
  s.entry = run.entry();
  const clp::Program& program = run.program();
  classfile::ClassPath& cp = run.session().classPath();
  switch (options_.criterion.kind) {
    case Kind::AllPaths:
      return;
    case Kind::AllLocalPaths:
    case Kind::Branch:
      s.goals = std::make_unique<GoalMap>(
          program, branchGoals(program, cp, run.entry(), run.initializers()));
      break;
    case Kind::ProgramPoints:
      s.goals =
          std::make_unique<GoalMap>(program, pointGoals(program, cp, options_.criterion.points));
      break;
  }
  s.firstTest.assign(s.goals->size(), 0);
  s.guide = std::make_unique<GoalGuide>(*s.goals, run.entry(), options_.stall);
  run.hooks().ruleObservers.push_back(s.guide.get());
  if (options_.criterion.kind != Kind::AllLocalPaths) {
    run.hooks().choicePolicies.push_back(s.guide.get());
    return;
  }
  s.local = std::make_unique<LocalPathGuide>(program, run.entry());
  s.either = std::make_unique<EitherPolicy>(*s.local, *s.guide);
  run.hooks().choicePolicies.push_back(s.either.get());
  run.hooks().ruleObservers.push_back(s.local.get());
}

bool GuidedGeneration::keepTestCase(const symexec::PathView& path, results::TestCase& test) {
  MethodState& s = *state_;
  if (!s.guide) return true;
  std::vector<uint32_t> achieved = s.guide->achieved(path.trace);
  bool fresh = false;
  for (uint32_t g : achieved) fresh |= s.guide->isOpen(g);
  if (s.local && s.local->keepPath(path.context)) {
    addGoal(test, "local path " + s.local->describeCurrent());
    fresh = true;
  }
  if (options_.criterion.kind != Kind::ProgramPoints && !fresh) {
    // Nothing new by rules: still keep what adds coverage or an exception type.
    for (const auto& [id, probes] : test.probes)
      for (uint32_t p : probes) fresh |= !s.probes.count({id, p});
    fresh |= test.throws && !s.exceptions.count(test.exceptionClass);
  }
  if (!fresh) return false;
  s.guide->cover(achieved);
  symexec::ExplorationStats& stats = path.context.stats();
  stats.lastProgressWork = symexec::explorationWork(stats, path.context.solver().stats());
  for (const auto& [id, probes] : test.probes)
    for (uint32_t p : probes) s.probes.insert({id, p});
  if (test.throws) s.exceptions.insert(test.exceptionClass);
  for (uint32_t g : achieved) {
    addGoal(test, s.goals->goal(g).text);
    // The test's number is assigned before techniques see it.
    if (!s.firstTest[g]) s.firstTest[g] = test.number;
  }
  return true;
}

void GuidedGeneration::endMethod(testcase::MethodRun& run) {
  MethodState& s = *state_;
  results::MethodResult& result = run.result();
  result.generatedTests = static_cast<uint32_t>(result.tests.size());
  std::vector<PointStatus> points;
  if (options_.criterion.kind == Kind::ProgramPoints) {
    bool exhaustive = result.exploration.complete && result.exploration.solverUnknown == 0 &&
                      result.status != results::MethodResult::Status::Partial;
    const GoalSet& reachable = s.goals->reachableFrom(s.entry);
    for (size_t g = 0; g < s.goals->size(); ++g) {
      PointStatus p{s.goals->goal(g).text, "", s.firstTest[g], ""};
      if (s.firstTest[g]) {
        p.status = "reached";
      } else if (s.goals->goal(g).achievers.empty()) {
        p.status = "unreachable";
        p.why = "no such instruction in the code this method runs";
      } else if (!reachable.test(g)) {
        p.status = "unreachable";
        p.why = "no call path leads there";
      } else {
        p.status = exhaustive ? "unreachable" : "open";
        if (exhaustive) p.why = "no feasible path within the bound";
      }
      points.push_back(std::move(p));
    }
  }
  if (!options_.keepAll && result.tests.size() > 1) {
    std::vector<size_t> keep =
        reduceSuite(result.tests, options_.criterion.kind == Kind::ProgramPoints);
    std::vector<results::TestCase> kept;
    kept.reserve(keep.size());
    std::map<uint32_t, uint32_t> renumbered;
    for (size_t i : keep) {
      kept.push_back(std::move(result.tests[i]));
      renumbered[kept.back().number] = static_cast<uint32_t>(kept.size());
      kept.back().number = static_cast<uint32_t>(kept.size());
    }
    for (PointStatus& p : points) {
      // A reached point's first test may be reduced away; another kept test covers it.
      if (!p.test) continue;
      auto it = renumbered.find(p.test);
      p.test = it != renumbered.end() ? it->second : 0;
      if (!p.test)
        for (const results::TestCase& t : kept)
          if (std::vector<std::string> goals = goalsOf(t);
              std::find(goals.begin(), goals.end(), p.point) != goals.end()) {
            p.test = t.number;
            break;
          }
    }
    result.tests = std::move(kept);
  }
  if (!points.empty()) results::setAnnotation(result.annotations, pointsAnnotation(points));
  state_.reset();
}

}  // namespace symtest::guide
