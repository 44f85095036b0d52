// Resource-aware and resource-driven generation as a technique: every kept test case gets its
// cost under each cost model (--cost), and a resource policy (--policy) keeps only the test
// cases that satisfy it, pruning derivations that already exceed an upper bound.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "cost/cost_meter.hpp"
#include "cost/policy_guide.hpp"
#include "cost/remaining_cost.hpp"
#include "cost/trace_guide.hpp"
#include "testcase/technique.hpp"

namespace symtest::cost {

struct CostOptions {
  std::vector<CostModel> models;
  std::optional<ResourcePolicy> policy;
  bool includeModels = false;  // count inside the JDK models too
  // How a lower bound or the worst case prunes: a static bound on the cost still to come
  // (Bounds), or the abstract traces that may satisfy the policy (Traces, thesis Sec. 4.4).
  // Both keep exactly the test cases of generate-then-filter.
  enum class Search { Bounds, Traces } search = Search::Bounds;
};

// "bounds" or "traces"; throws std::invalid_argument.
CostOptions::Search parseSearch(const std::string& text);

class ResourceTechnique final : public testcase::Technique {
 public:
  explicit ResourceTechnique(CostOptions options);
  ~ResourceTechnique() override;
  void beginMethod(testcase::MethodRun& run) override;
  bool keepTestCase(const symexec::PathView& path, results::TestCase& test) override;
  void endMethod(testcase::MethodRun& run) override;

 private:
  // Installs a TraceGuide when the abstract traces could be enumerated; false otherwise.
  bool guideByTraces(testcase::MethodRun& run, const std::vector<uint32_t>& bounds,
                     std::optional<int64_t> lowerBound);

  CostOptions options_;
  std::vector<CostModel> metered_;  // the models, then the policy's when not among them
  std::unique_ptr<CostMeter> meter_;
  std::unique_ptr<RemainingCost> remaining_;
  std::unique_ptr<PolicyGuide> guide_;
  std::unique_ptr<TraceAbstraction> abstraction_;
  std::unique_ptr<TraceGuide> traceGuide_;
  int64_t best_ = INT64_MIN;  // max: the highest cost kept so far
  solver::ExprPool* pool_ = nullptr;
};

}  // namespace symtest::cost
