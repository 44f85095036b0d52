#include "guide/guide_entry.hpp"

#include "config/options.hpp"
#include "config/usage_error.hpp"
#include "guide/guide.hpp"
#include "guide/test_goals.hpp"

namespace symtest::guide {

namespace {

class GuideEntry final : public config::TechniqueEntry {
 public:
  std::string name() const override { return "guide"; }

  void addOptions(CLI::App& gen) override {
    criterionOption_ =
        gen.add_option("--criterion", criterionText_,
                       "What the suite covers: branch (default: every branch outcome of the "
                       "method and of its class's private helpers), all-local-paths, all-paths, or "
                       "program-points:P1,P2 (Class.method:line or Class#method(desc)@offset)");
    gen.add_flag("--keep-all", options_.keepAll,
                 "Keep every test case the criterion selects (no suite reduction)");
    config::addUnits(gen, "--stall", options_.stall,
                     "End a method once this much work (as --max-work counts it) passed "
                     "without new coverage while goals are left (partial, 'no new "
                     "coverage'; default 3M, 0 for never)",
                     true);
  }

  void settle(const config::Traits& traits) override {
    try {
      options_.criterion = parseCriterion(criterionText_);
    } catch (const std::invalid_argument& e) {
      throw config::UsageError(std::string("--criterion: ") + e.what());
    }
    if (!traits.selectsAmongAllPaths.empty() && criterionOption_->count() == 0) {
      // Selection among all paths (the paper's setting); reduction would drop some.
      options_.criterion.kind = Criterion::Kind::AllPaths;
      options_.keepAll = true;
    }
  }

  void addKey(config::CanonicalKey& key) const override {
    key.add("criterion", options_.criterion.text());
    key.add("keep-all", options_.keepAll);
    key.add("stall", options_.stall);
  }

  void install(config::RunAssembly& run) override {
    run.addTechnique(std::make_unique<GuidedGeneration>(options_));
  }

  void finish(results::GenerationResult& result) const override {
    result.criterion = options_.criterion.text();
    result.reduced = !options_.keepAll;
    result.testAnnotationDefaults[kGoalsKey] = nlohmann::json::array();
  }

 private:
  std::string criterionText_ = "branch";
  CLI::Option* criterionOption_ = nullptr;
  GuideOptions options_;
};

}  // namespace

std::unique_ptr<config::TechniqueEntry> makeGuideEntry() {
  return std::make_unique<GuideEntry>();
}

}  // namespace symtest::guide
