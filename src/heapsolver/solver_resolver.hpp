// The heap solver's reference resolver (`--heap solver`): an input reference is resolved to
// null or a fresh object of each admissible class, as lazy initialization does, but not to
// each earlier input object it may alias. A fresh object of a plain class (or an array) gets
// an open identity in the AliasTheory instead, equal to an earlier object's only where the
// path needs it. References the theory left undecided resolve to the choices it recorded.
// Objects of model classes and records keep lazy initialization's alias alternatives.
#pragma once

#include <memory>
#include <vector>

#include "heapsolver/alias_theory.hpp"
#include "heapsolver/heap_assumptions.hpp"
#include "symexec/lazy_initialization.hpp"

namespace symtest::heapsolver {

class SolverResolver : public symexec::ReferenceResolver {
 public:
  SolverResolver(AliasTheory& theory, const std::vector<HeapAssumption>& assumptions,
                 symexec::LazyInitOptions lazy)
      : theory_(theory), assumptions_(assumptions), lazy_(lazy), aliasing_(lazy.aliasing) {}
  std::unique_ptr<symexec::Alternatives> resolve(uint32_t symbol, const clp::Guard& inspectedBy,
                                                 symexec::ExecutionContext& ctx) override;
  // Applies `r` to `symbol`; a fresh object of a class the theory handles is opened.
  bool apply(uint32_t symbol, const symexec::Resolution& r, symexec::ExecutionContext& ctx);

  uint64_t removedByAssumptions() const { return removed_; }
  uint64_t aliasesLeftOpen() const { return leftOpen_; }

 private:
  bool opens(const std::string& type, symexec::ExecutionContext& ctx) const;

  AliasTheory& theory_;
  const std::vector<HeapAssumption>& assumptions_;
  symexec::LazyInitialization lazy_;
  bool aliasing_;
  uint64_t removed_ = 0;
  uint64_t leftOpen_ = 0;
};

}  // namespace symtest::heapsolver
