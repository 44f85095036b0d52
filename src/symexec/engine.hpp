// Symbolic execution of a CLP-translated program: depth-first rule selection with
// backtracking through a trail, the solver's scopes following the choice points, and the
// block-k termination criterion as the ancestor-stack unfolding rule (PE paper Sec. 5-6).
// Techniques change what happens at calls, choice points, unresolved references, rule
// applications and finished derivations through the hooks in hooks.hpp.
#pragma once

#include <functional>
#include <vector>

#include "clp/program.hpp"
#include "heap/heap.hpp"
#include "solver/solver.hpp"
#include "symexec/exploration.hpp"
#include "symexec/hooks.hpp"
#include "symexec/type_oracle.hpp"
#include "symexec/unfolding.hpp"
#include "symexec/value.hpp"

namespace symtest::symexec {

struct Machine;

class Engine {
 public:
  Engine(const clp::Program& program, solver::ExprPool& pool, solver::Solver& solver,
         const UnfoldingRule& unfolding, TypeOracle& types, EngineLimits limits = {},
         EngineHooks hooks = {});
  ~Engine();

  // Explores `entry` applied to the inputs `prepare` creates (it may also create input
  // symbols in the heap; object 0 holds the static fields). Every derivation first runs
  // `initializers` (class initializers, in order; their exceptions are ignored), then each
  // of `builders` (a predicate taking one input, given by its index, which builds that input
  // object as a test would: the receiver through its class's API; it fails where the test
  // could not build it). Each finished derivation goes to the path observers, which may stop
  // the exploration.
  struct InputBuilder {
    clp::PredId predicate;
    size_t input;
  };
  ExplorationStats run(clp::PredId entry,
                       const std::function<std::vector<Value>(heap::Heap&)>& prepare,
                       const std::vector<clp::PredId>& initializers = {},
                       const std::vector<InputBuilder>& builders = {});

 private:
  // Derivations one after another, by backtracking, until none is left or a limit stops them.
  void explore(Machine& m, const std::vector<Value>& inputs, size_t outputsEnd);
  const clp::Program& program_;
  solver::ExprPool& pool_;
  solver::Solver& solver_;
  const UnfoldingRule& unfolding_;
  TypeOracle& types_;
  EngineLimits limits_;
  EngineHooks hooks_;
};

}  // namespace symtest::symexec
