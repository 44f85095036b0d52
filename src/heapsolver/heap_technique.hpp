// How a `gen` run treats input references (`--heap lazy|solver`, `--assume`, `--assumptions`):
// lazy initialization with aliasing, filtered by the heap assumptions; or the heap solver,
// which keeps aliasing open as constraints (AliasTheory) and honours the same assumptions.
#pragma once

#include <memory>
#include <vector>

#include "heapsolver/alias_theory.hpp"
#include "heapsolver/assuming_resolver.hpp"
#include "heapsolver/solver_resolver.hpp"
#include "testcase/technique.hpp"

namespace symtest::heapsolver {

enum class HeapMode { Lazy, Solver };

class HeapTechnique : public testcase::Technique {
 public:
  HeapTechnique(HeapMode mode, std::vector<HeapAssumption> assumptions)
      : mode_(mode), assumptions_(std::move(assumptions)) {}
  // Whether it changes anything: the heap solver, or assumptions to honour.
  bool active() const { return mode_ == HeapMode::Solver || !assumptions_.empty(); }
  void beginMethod(testcase::MethodRun& run) override;
  void endMethod(testcase::MethodRun& run) override;
  void endRun(results::GenerationResult& result) override;

 private:
  HeapMode mode_;
  std::vector<HeapAssumption> assumptions_;
  std::unique_ptr<AssumingResolver> assuming_;
  AliasTheory theory_;
  std::unique_ptr<SolverResolver> solverResolver_;
  AliasTheory::Counters total_;
  uint64_t removedTotal_ = 0;
};

}  // namespace symtest::heapsolver
