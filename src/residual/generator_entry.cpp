#include "residual/generator_entry.hpp"

#include <fmt/format.h>

#include <CLI/CLI.hpp>

#include "classfile/class_names.hpp"
#include "config/output_paths.hpp"
#include "config/usage_error.hpp"
#include "residual/clpfd_text.hpp"
#include "residual/labeling.hpp"
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
      outcome = fmt::format("throws('{}')", classfile::sourceName(path.heap.object(flag.id).type));
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
%                                    its outcome; within budgets counted in inferences (the
%                                    same on every machine), so that it ends on every clause:
%                                    a clause it cannot label is printed undecided(Why)
%   test_case(Method, N, Inputs, Outcome)    the clauses themselves, on backtracking
:- use_module(library(clpfd)).
:- dynamic test_case/4.  % main reads the clauses (clause/2): there may be none

main :-
    forall(clause(test_case(Method, N, Inputs, Outcome), Body),
           (   generate(Body, Inputs, Outcome, Result)
           ->  (   Result == labeled
               ->  format("~w ~w ~w ~w~n", [Method, N, Inputs, Outcome])
               ;   format("~w ~w ~w~n", [Method, N, Result])
               )
           ;   format("~w ~w no solution~n", [Method, N])
           )).

% The budgets, in inferences: posting a clause's constraints (CLP(FD) narrows bounds one step
% at a time where constraints chase each other, and propagates little through /\, \/, xor and
% shifts), one tried value, each phase of labeling, bisection, and trying values without
% propagation.
budget(post, 2000000).
budget(value, 200000).
budget(phase, 5000000).
budget(bisect, 20000000).
budget(ground, 20000000).

% Labeled, undecided(Why), or failure: the constraints have no solution (labeling tried all).
generate(Body, Inputs, Outcome, Result) :-
    budget(post, Post),
    call_with_inference_limit(Body, Post, Posted),
    (   Posted == inference_limit_exceeded
    ->  ground_inputs(Body, Inputs, Outcome, Result)
    ;   label_inputs(Inputs, Result0),
        (   Result0 == labeled
        ->  label_outcome(Outcome, Result)
        ;   Result = Result0
        )
    ),
    !.

% Small values first (0, 1, -1, ... up to 16, as a person picks them), then the edges of the
% domains (where Java's arithmetic wraps), then values spread over them, then bisection.
label_inputs(Inputs, Result) :-
    (   within(phase, maplist(small_value, Inputs))
    ->  Result = labeled
    ;   within(phase, maplist(edge_value, Inputs))
    ->  Result = labeled
    ;   within(phase, maplist(probe_value, Inputs))
    ->  Result = labeled
    ;   budget(bisect, Bisect),
        call_with_inference_limit(once(labeling([ff, bisect], Inputs)), Bisect, Labeled)
    ->  (   Labeled == inference_limit_exceeded
        ->  Result = undecided(labeling)
        ;   Result = labeled
        )
    ).

% The outcome is known once the inputs are, but for what propagation leaves open.
label_outcome(Outcome, Result) :-
    term_variables(Outcome, Open),
    budget(bisect, Bisect),
    (   call_with_inference_limit(once(label(Open)), Bisect, Labeled)
    ->  (   Labeled == inference_limit_exceeded
        ->  Result = undecided(outcome)
        ;   Result = labeled
        )
    ;   Result = undecided(outcome)
    ).

% Posting ran out of budget: the same values tried with the inputs bound first, where every
% constraint is an evaluation.
ground_inputs(Body, Inputs, Outcome, Result) :-
    budget(ground, Ground),
    length(Inputs, Count),
    length(Values, Count),
    Goal = ( maplist(candidate, Values), Inputs = Values, within(value, Body) ),
    (   call_with_inference_limit(once(Goal), Ground, Tried)
    ->  (   Tried == inference_limit_exceeded
        ->  Result = undecided(posting)
        ;   label_outcome(Outcome, Result)
        )
    ;   Result = undecided(posting)
    ).

% Goal's first solution within the budget Kind, or failure.
within(Kind, Goal) :-
    budget(Kind, Budget),
    call_with_inference_limit(once(Goal), Budget, Result),
    Result \== inference_limit_exceeded.

candidate(V) :-
    member(V, [0, 1, -1, 2, -2, 3, -3, 16, -16, 127, -128, 255, 32767, -32768, 65535,
               2147483647, -2147483648, 2147483646, -2147483647,
               9223372036854775807, -9223372036854775808]).

)";
  out += kLabeling;
  out += "\n";
  for (const results::MethodResult& m : result.methods) {
    const std::string method = fmt::format("{}.{}{}", classfile::sourceName(m.method.className),
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
