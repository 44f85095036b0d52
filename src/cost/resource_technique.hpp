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
#include "testcase/technique.hpp"

namespace symtest::cost {

struct CostOptions {
  std::vector<CostModel> models;
  std::optional<ResourcePolicy> policy;
  bool includeModels = false;  // count inside the JDK models too
};

class ResourceTechnique final : public testcase::Technique {
 public:
  explicit ResourceTechnique(CostOptions options);
  ~ResourceTechnique() override;
  void beginMethod(testcase::MethodRun& run) override;
  bool keepTestCase(const symexec::PathView& path, testcase::TestCase& test) override;
  void endMethod(testcase::MethodRun& run) override;

 private:
  CostOptions options_;
  std::vector<CostModel> metered_;  // the models, then the policy's when not among them
  std::unique_ptr<CostMeter> meter_;
  std::unique_ptr<RemainingCost> remaining_;
  std::unique_ptr<PolicyGuide> guide_;
  int64_t best_ = INT64_MIN;  // max: the highest cost kept so far
  solver::ExprPool* pool_ = nullptr;
};

}  // namespace symtest::cost
