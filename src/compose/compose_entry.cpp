#include "compose/compose_entry.hpp"

#include <fmt/format.h>

#include "compose/compositional_technique.hpp"
#include "compose/result_store.hpp"
#include "config/options.hpp"
#include "config/output_paths.hpp"
#include "config/usage_error.hpp"

namespace symtest::compose {

namespace {

enum class Switch { Auto, On, Off };

class ComposeEntry final : public config::TechniqueEntry {
 public:
  std::string name() const override { return "compose"; }

  void addOptions(CLI::App& gen) override {
    config::addChoice(gen, "--compositional", compositional_,
                      std::map<std::string, Switch>{{"on", Switch::On}, {"off", Switch::Off}},
                      "Summarise the methods a method calls, bottom-up over the call graph, and "
                      "compose the summaries at calls instead of unfolding the callees (on), or "
                      "not (off, the default); exploring all paths the test cases are the same, "
                      "with a reducing criterion the coverage");
    gen.add_flag("--errors-only", errorsOnly_,
                 "Error detection: test cases only for the paths that throw out of the methods "
                 "under test; exploring all paths, exactly the throwing ones of a full run "
                 "(implies --compositional on)");
    gen.add_option("--error-summaries", options_.errorSummaries,
                   "Methods whose summaries keep only the cases that throw (all, a class, or "
                   "Class.method; comma-separated): a call of one either throws or is cut, "
                   "which focuses the search on errors raised in them (implies --errors-only)")
        ->delimiter(',');
    config::addSwitch(gen, "--reuse-results", reuseResults_,
                      "With --summaries: keep each method's test cases in the store too and "
                      "reuse them while its code, the class hierarchy and these options are "
                      "unchanged (on, the default), or recompute them from the summaries (off)");
    gen.add_option("--summaries", options_.storeDirectory,
                   "Keep summaries in this directory and reuse them in later runs while the "
                   "code they depend on is unchanged (implies --compositional on)");
  }

  void settle(const config::Traits& traits) override {
    options_.errorsOnly = errorsOnly_ || !options_.errorSummaries.empty();
    if (options_.errorsOnly && compositional_ == Switch::Off)
      throw config::UsageError(
          "--errors-only works on summaries: it cannot be combined with --compositional off");
    if (active() && !traits.leavesIdentitiesOpen.empty())
      // Summaries match input heaps object by object: they need identities decided.
      throw config::UsageError(fmt::format("{} cannot be combined with compositional generation",
                                           traits.leavesIdentitiesOpen));
    if (!options_.storeDirectory.empty())
      config::checkOutputDirectory("--summaries", options_.storeDirectory);
  }

  void addKey(config::CanonicalKey& key) const override {
    if (!active()) return;
    key.add("compositional", true);
    key.add("errors-only", options_.errorsOnly);
    key.add("error-summaries", options_.errorSummaries);
  }

  void install(config::RunAssembly& run) override {
    // The store keeps the methods' results too: a run over unchanged code computes nothing.
    if (!options_.storeDirectory.empty() && reuseResults_) {
      results_ = &run.keep(
          std::make_unique<ResultStore>(options_.storeDirectory, run.key.text(), run.warn));
      run.options.results = results_;
    }
    if (active()) run.addTechnique(std::make_unique<CompositionalTechnique>(options_));
  }

  bool reportPerMethod() const override { return !active() && options_.storeDirectory.empty(); }

  void finish(results::GenerationResult& result) const override {
    if (!results_) return;
    auto& counts = result.sections["summaries"].counts;
    counts["resultsLoaded"] = results_->loaded();
    counts["resultsSaved"] = results_->saved();
  }

 private:
  bool active() const {
    return compositional_ == Switch::On ||
           (compositional_ == Switch::Auto &&
            (!options_.storeDirectory.empty() || options_.errorsOnly));
  }
  Switch compositional_ = Switch::Auto;
  bool errorsOnly_ = false;
  bool reuseResults_ = true;
  ComposeOptions options_;
  ResultStore* results_ = nullptr;
};

}  // namespace

std::unique_ptr<config::TechniqueEntry> makeComposeEntry() {
  return std::make_unique<ComposeEntry>();
}

}  // namespace symtest::compose
