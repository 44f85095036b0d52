#include "residual/generator_entry.hpp"

#include <fmt/format.h>

#include <CLI/CLI.hpp>

#include "config/output_paths.hpp"
#include "config/usage_error.hpp"
#include "residual/clpfd_text.hpp"
#include "residual/prolog_program.hpp"
#include "symexec/path_observer.hpp"
#include "testcase/method_run.hpp"

namespace symtest::residual {

namespace {

constexpr const char* kKey = "generator";

std::string joined(const std::vector<std::string>& parts, const char* separator) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : separator) + p;
  return out;
}

// Puts each kept test case's clause parts into an annotation: the head's inputs, the goals
// (domains, definitions of auxiliary variables, the path condition) and the outcome.
class GeneratorTechnique final : public testcase::Technique {
 public:
  void beginMethod(testcase::MethodRun& run) override {
    pool_ = &run.pool();
    isStatic_ = run.result().isStatic;
    params_ = run.result().params.size();
  }

  bool keepTestCase(const symexec::PathView& path, results::TestCase& test) override {
    nlohmann::json clause;
    try {
      clause = clauseOf(path);
    } catch (const NotClpfd& e) {
      clause = {{"unsupported", e.what()}};
    }
    results::setAnnotation(test.annotations, {kKey, clause, "", {}});
    return true;
  }

 private:
  nlohmann::json clauseOf(const symexec::PathView& path) {
    ClpfdText text(*pool_);
    std::vector<std::string> inputs;
    const size_t first = isStatic_ ? 0 : 1;
    if (!isStatic_) throw NotClpfd("an instance method (its receiver is an object)");
    for (size_t i = 0; i < params_; ++i) {
      const heap::Value& v = path.inputs.at(first + i);
      if (v.kind != heap::Value::Kind::Int) throw NotClpfd("an object parameter");
      const solver::ExprNode& n = pool_->node(v.id);
      inputs.push_back(n.op == solver::Op::Var ? text.variable(static_cast<uint32_t>(n.value))
                                               : text.term(v.id));
    }
    std::vector<std::string> conditions;
    for (solver::ExprId c : path.solver.constraints()) conditions.push_back(text.formula(c));
    std::string outcome = "return";
    const heap::Value& flag = path.outputs.back();
    if (path.exitStatus) {
      if (path.exitStatus->kind != heap::Value::Kind::Int) throw NotClpfd("an exit status");
      outcome = "exit(" + text.term(path.exitStatus->id) + ")";
    } else if (flag.kind == heap::Value::Kind::Exc) {
      outcome = fmt::format("throws('{}')", javaSpelling(path.heap.object(flag.id).type));
    } else if (path.outputs.size() > 1) {
      const heap::Value& r = path.outputs.front();
      if (r.kind != heap::Value::Kind::Int) throw NotClpfd("an object result");
      outcome = "return(" + text.term(r.id) + ")";
    }
    std::vector<std::string> goals = text.domains();
    goals.insert(goals.end(), text.goals().begin(), text.goals().end());
    goals.insert(goals.end(), conditions.begin(), conditions.end());
    return {{"inputs", inputs}, {"goals", goals}, {"outcome", outcome}};
  }

  solver::ExprPool* pool_ = nullptr;
  bool isStatic_ = true;
  size_t params_ = 0;
};

class GeneratorEntry final : public config::TechniqueEntry {
 public:
  std::string name() const override { return "generator"; }
  void addOptions(CLI::App& gen) override {
    gen.add_option("--generator", file_,
                   "Write a test-case generator (a CLP(FD) program for SWI-Prolog, one clause "
                   "per test case) to this file");
  }
  void settle(const config::Traits&) override {
    if (!file_.empty()) config::checkOutputFile("--generator", file_);
  }
  void addKey(config::CanonicalKey& key) const override {
    if (!file_.empty()) key.add("generator", true);
  }
  void install(config::RunAssembly& run) override {
    if (!file_.empty()) run.addTechnique(std::make_unique<GeneratorTechnique>());
  }
  void finish(results::GenerationResult& result) const override {
    result.testAnnotationDefaults[kKey] = nullptr;
    if (!file_.empty()) config::writeFileAtomically(file_, generatorProgram(result));
  }

 private:
  std::string file_;
};

}  // namespace

std::string generatorProgram(const results::GenerationResult& result) {
  std::string out =
      R"(% Test-case generators written by symtest gen --generator: the residual program of the
% partial-evaluation papers. One clause per test case (a finished derivation the run kept):
% its body is the derivation's path condition over the inputs, Outcome the result (or the
% exception) as a term over them. Values are Java's: int arithmetic wraps, / and % truncate.
%   swipl -g main -t halt FILE       each clause's inputs by labeling (small values first), and
%                                    its outcome
%   test_case(Method, N, Inputs, Outcome)    the clauses themselves, on backtracking
:- use_module(library(clpfd)).

main :-
    forall(test_case(Method, N, Inputs, Outcome),
           (   inputs(Inputs)
           ->  format("~w ~w ~w ~w~n", [Method, N, Inputs, Outcome])
           ;   format("~w ~w no solution~n", [Method, N])
           )).

% Small values first (a window around 0, as PET's generators take a domain), then any value,
% halving the domains (bisect) rather than counting up from -2^31.
inputs(Inputs) :-
    (   member(W, [16]),
        L is -W,
        once(( Inputs ins L..W, labeling([ff], Inputs) ))
    ->  true
    ;   once(labeling([ff, bisect], Inputs))
    ).

)";
  for (const results::MethodResult& m : result.methods) {
    const std::string method = fmt::format("{}.{}{}", javaSpelling(m.method.className),
                                           m.method.name, m.method.descriptor);
    out += fmt::format("% {}\n", method);
    for (const results::TestCase& t : m.tests) {
      const results::Annotation* a = results::findAnnotation(t.annotations, kKey);
      if (!a || a->value.is_null()) continue;
      if (a->value.contains("unsupported")) {
        out += fmt::format("% test case {}: no CLP(FD) clause: {}\n", t.number,
                           a->value.at("unsupported").get<std::string>());
        continue;
      }
      const auto goals = a->value.at("goals").get<std::vector<std::string>>();
      out += fmt::format(
          "% test case {}: {}\n", t.number,
          t.readableConstraints.empty() ? "true" : joined(t.readableConstraints, " && "));
      out += fmt::format("test_case('{}', {}, [{}], {}){}", method, t.number,
                         joined(a->value.at("inputs").get<std::vector<std::string>>(), ", "),
                         a->value.at("outcome").get<std::string>(),
                         goals.empty() ? ".\n" : " :-\n    " + joined(goals, ",\n    ") + ".\n");
    }
    out += "\n";
  }
  return out;
}

std::unique_ptr<config::TechniqueEntry> makeGeneratorEntry() {
  return std::make_unique<GeneratorEntry>();
}

}  // namespace symtest::residual
