#include "heapsolver/heap_technique.hpp"

#include "testcase/method_run.hpp"

namespace symtest::heapsolver {

void HeapTechnique::beginMethod(testcase::MethodRun& run) {
  symexec::EngineHooks& hooks = run.hooks();
  const symexec::LazyInitOptions lazy = run.session().options().lazyInit;
  if (mode_ == HeapMode::Solver) {
    theory_.reset();
    solverResolver_ = std::make_unique<SolverResolver>(theory_, assumptions_, lazy);
    hooks.resolver = solverResolver_.get();
    hooks.inputHeap = &theory_;
  } else if (!assumptions_.empty()) {
    assuming_ = std::make_unique<AssumingResolver>(assumptions_, lazy);
    if (!hooks.resolver) hooks.resolver = assuming_.get();
  }
}

void HeapTechnique::endMethod(testcase::MethodRun& run) {
  auto& counters = run.result().counters;
  uint64_t removed = 0;
  if (mode_ == HeapMode::Solver && solverResolver_) {
    const AliasTheory::Counters& c = theory_.counters();
    counters["objects with open identity"] = c.openObjects;
    counters["reads depending on aliasing"] = c.conditionalReads;
    counters["aliases left open"] = solverResolver_->aliasesLeftOpen();
    counters["objects merged at concretization"] = c.mergedObjects;
    total_.openObjects += c.openObjects;
    total_.conditionalReads += c.conditionalReads;
    total_.mergedObjects += c.mergedObjects;
    removed = solverResolver_->removedByAssumptions();
  } else if (assuming_ && run.hooks().resolver == assuming_.get()) {
    removed = assuming_->removed();
  }
  if (!assumptions_.empty()) counters["aliases removed by heap assumptions"] = removed;
  removedTotal_ += removed;
}

void HeapTechnique::endRun(results::GenerationResult& result) {
  if (mode_ != HeapMode::Solver) return;
  auto& section = result.sections["heapSolver"].counts;
  section["objects with open identity"] = total_.openObjects;
  section["reads depending on aliasing"] = total_.conditionalReads;
  section["objects merged at concretization"] = total_.mergedObjects;
  if (!assumptions_.empty()) section["aliases removed by heap assumptions"] = removedTotal_;
}

}  // namespace symtest::heapsolver
