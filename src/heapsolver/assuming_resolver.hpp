// Lazy initialization under heap assumptions: the resolutions lazy initialization offers,
// without the aliases an assumption rules out (`--heap lazy` with `--assume` or
// `--assumptions FILE`).
#pragma once

#include <memory>
#include <vector>

#include "heapsolver/heap_assumptions.hpp"
#include "symexec/lazy_initialization.hpp"

namespace symtest::heapsolver {

class AssumingResolver : public symexec::ReferenceResolver {
 public:
  AssumingResolver(const std::vector<HeapAssumption>& assumptions, symexec::LazyInitOptions lazy)
      : assumptions_(assumptions), lazy_(lazy) {}
  std::unique_ptr<symexec::Alternatives> resolve(uint32_t symbol, const clp::Guard& inspectedBy,
                                                 symexec::ExecutionContext& ctx) override;
  // Alias alternatives left out so far.
  uint64_t removed() const { return removed_; }

 private:
  const std::vector<HeapAssumption>& assumptions_;
  symexec::LazyInitialization lazy_;
  uint64_t removed_ = 0;
};

}  // namespace symtest::heapsolver
