#include "cost/cost_entry.hpp"

#include "config/options.hpp"
#include "config/usage_error.hpp"
#include "cost/resource_technique.hpp"
#include "cost/test_costs.hpp"

namespace symtest::cost {

namespace {

const std::map<std::string, CostOptions::Search> kSearches = {
    {"bounds", CostOptions::Search::Bounds}, {"traces", CostOptions::Search::Traces}};

class CostEntry final : public config::TechniqueEntry {
 public:
  std::string name() const override { return "cost"; }

  void addOptions(CLI::App& gen) override {
    gen.add_option("--cost", modelTexts_,
                   "Cost model reported per test case (repeatable): instructions, memory, "
                   "objects, steps, calls:Class.method")
        ->allow_extra_args(false)
        ->take_all();
    gen.add_option("--policy", policyText_,
                   "Resource policy: 'MODEL >= N', 'MODEL <= N' or 'max:MODEL'; implies "
                   "--criterion all-paths --keep-all unless a criterion is given");
    config::addChoice(gen, "--policy-search", options_.search, kSearches,
                      "How a lower bound or max: prunes: bounds (a static bound on the cost "
                      "still to come) or traces (the abstract traces that may satisfy the "
                      "policy); same test cases either way");
    gen.add_flag("--cost-models-included", options_.includeModels,
                 "Costs count inside the JDK models too");
  }

  void declare(config::Traits& traits) const override {
    if (!policyText_.empty()) traits.selectsAmongAllPaths = "--policy";
  }

  void settle(const config::Traits&) override {
    try {
      options_.models.clear();
      for (const std::string& m : modelTexts_) options_.models.push_back(parseCostModel(m));
      if (!policyText_.empty()) options_.policy = parsePolicy(policyText_);
    } catch (const std::invalid_argument& e) {
      throw config::UsageError(std::string(policyText_.empty() ? "--cost: " : "--cost/--policy: ") +
                               e.what());
    }
  }

  void addKey(config::CanonicalKey& key) const override {
    if (!active()) return;
    std::vector<std::string> models;
    for (const CostModel& m : options_.models) models.push_back(m.text());
    key.add("cost", models);
    key.add("policy", options_.policy ? options_.policy->text() : "");
    key.add("policy-search", config::choiceName(kSearches, options_.search));
    key.add("cost-models-included", options_.includeModels);
  }

  void install(config::RunAssembly& run) override {
    if (active()) run.addTechnique(std::make_unique<ResourceTechnique>(options_));
  }

  void finish(results::GenerationResult& result) const override {
    result.testAnnotationDefaults[kCostKey] = nlohmann::json::array();
  }

 private:
  bool active() const { return !options_.models.empty() || options_.policy.has_value(); }
  std::vector<std::string> modelTexts_;
  std::string policyText_;
  CostOptions options_;
};

}  // namespace

std::unique_ptr<config::TechniqueEntry> makeCostEntry() {
  return std::make_unique<CostEntry>();
}

}  // namespace symtest::cost
