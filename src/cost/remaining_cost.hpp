// Static upper bounds on the cost a derivation may still add (for policies with a lower bound
// and the worst case, which prune a derivation that can no longer reach the bound or the best
// cost found): per predicate, the most a call can cost under block-k, computed bottom-up over
// the strongly connected components of the CLP call graph.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "clp/program.hpp"
#include "cost/cost_model.hpp"
#include "symexec/context.hpp"

namespace symtest::cost {

class RemainingCost {
 public:
  static constexpr uint64_t kUnbounded = UINT64_MAX / 4;

  struct Inputs {
    std::function<bool(uint32_t method)> counted;  // as CostMeter counts
    std::function<int64_t(const std::string& cls)> objectSize;
    std::vector<uint32_t> bounds;  // per predicate: block-k bound
    std::vector<bool> free;        // per predicate: deterministic unfoldings not bounded
  };
  RemainingCost(const clp::Program& program, const CostModel& model, Inputs inputs);

  // The most a call of `pred` may cost.
  uint64_t ofPredicate(clp::PredId pred) const { return predicate_[pred]; }
  // The most the rest of a derivation may cost when rule `rule` of `pred` comes next (rule <
  // 0: the current frame's statement runs on) and then `frames` are solved.
  uint64_t ofContinuation(clp::PredId pred, int rule,
                          const std::vector<symexec::ContinuationFrame>& frames) const;
  // The most applying rule `rule` of `pred` itself costs, its callees excluded.
  uint64_t own(clp::PredId pred, size_t rule) const;

 private:
  uint64_t allocations(const clp::Predicate& p, const clp::Rule& rule, size_t from) const;
  uint64_t calls(const clp::Rule& rule, size_t from) const;  // callees from statement `from`
  void compute();

  const clp::Program& program_;
  CostModel model_;
  Inputs in_;
  std::vector<uint64_t> predicate_;
};

}  // namespace symtest::cost
