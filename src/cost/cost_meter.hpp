// Costs along the current derivation (resource-driven TDG paper, Def. 4, accumulated as the
// derivation goes rather than from its trace afterwards): a rule observer that adds each
// applied rule's instructions, steps and calls and each allocation's bytes under every model,
// in trail cells, and prunes a derivation whose cost already exceeds an upper bound.
#pragma once

#include <deque>
#include <optional>
#include <vector>

#include "classfile/class_path.hpp"
#include "cost/cost_model.hpp"
#include "symexec/rule_observer.hpp"

namespace symtest::cost {

// A cost: a constant plus terms size * length over symbolic array lengths.
struct SymbolicCost {
  int64_t constant = 0;
  std::vector<std::pair<int64_t, solver::ExprId>> terms;
};

class CostMeter final : public symexec::RuleObserver {
 public:
  // Counts in the analysed (user) classes, and in the JDK models too when `includeModels`.
  // Class initializers, and what they call, are never counted: the JVM runs each once.
  CostMeter(const clp::Program& program, classfile::ClassPath& classPath,
            std::vector<CostModel> models, bool includeModels);
  // Prunes derivations whose cost under model `model` exceeds `bound` (its constant part:
  // symbolic terms only add).
  void setUpperBound(size_t model, int64_t bound) { upper_ = {{model, bound}}; }

  bool onRule(const symexec::AppliedRule& rule, symexec::ExecutionContext& ctx) override;
  bool onAllocation(uint32_t object, symexec::ExecutionContext& ctx) override;

  // The current derivation's cost under model `i`.
  SymbolicCost current(size_t i) const;
  const std::vector<CostModel>& models() const { return models_; }
  // Whether code of `method` is counted (user classes, models when included; no initializer).
  bool counts(uint32_t method) { return counted(method); }
  // Whether a derivation at `pred` under `frames` runs before the call under test (a class
  // initializer, a receiver builder): nothing there is counted.
  bool outsideTheCall(clp::PredId pred,
                      const std::vector<symexec::ContinuationFrame>& frames) const;

 private:
  bool counted(uint32_t method);
  bool withinBound() const;
  bool outsideTheCall(symexec::ExecutionContext& ctx);  // fills frames_
  uint64_t newInstructions(const symexec::AppliedRule& rule, symexec::ExecutionContext& ctx);

  const clp::Program& program_;
  classfile::ClassPath& classPath_;
  std::vector<CostModel> models_;
  bool includeModels_;
  std::vector<int8_t> countedMethod_;          // per method: -1 unknown, 0 no, 1 yes
  std::vector<std::vector<bool>> callTarget_;  // [model][method]
  std::vector<uint64_t> totals_;               // trail cells, one per model
  // Symbolic terms (model, size, length) of this derivation; the trail restores the count.
  std::vector<std::tuple<uint32_t, int64_t, solver::ExprId>> terms_;
  uint32_t termCount_ = 0;
  std::optional<std::pair<size_t, int64_t>> upper_;
  std::vector<symexec::ContinuationFrame> frames_;
  // Per invocation, the offset of the last instruction counted (trail cells; a deque keeps
  // their addresses stable as it grows).
  std::deque<uint32_t> lastOffset_;
};

}  // namespace symtest::cost
