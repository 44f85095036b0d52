#include "heapsolver/heap_entry.hpp"

#include "config/options.hpp"
#include "config/usage_error.hpp"
#include "heapsolver/heap_technique.hpp"

namespace symtest::heapsolver {

namespace {

const std::map<std::string, HeapMode> kModes = {{"lazy", HeapMode::Lazy},
                                                {"solver", HeapMode::Solver}};

class HeapEntry final : public config::TechniqueEntry {
 public:
  std::string name() const override { return "heap"; }

  void addOptions(CLI::App& gen) override {
    config::addChoice(gen, "--heap", mode_, kModes,
                      "Input references: lazy initialization, branching on null, each class "
                      "and each alias (lazy, the default), or the heap solver, which keeps "
                      "aliasing open as constraints and decides it only where the path needs "
                      "it (solver)");
    gen.add_option("--assume", assumptionTexts_,
                   "A heap assumption inputs must keep: acyclic(Node.next), "
                   "unshared(Tree.left, Tree.right) or noalias(List, List); repeatable");
    gen.add_option("--assumptions", assumptionsFile_,
                   "A file of heap assumptions, one per line ('#' comments)");
  }

  void declare(config::Traits& traits) const override {
    if (mode_ == HeapMode::Solver) traits.leavesIdentitiesOpen = "--heap solver";
  }

  void settle(const config::Traits&) override {
    assumptions_.clear();
    try {
      for (const std::string& a : assumptionTexts_) assumptions_.push_back(parseHeapAssumption(a));
    } catch (const std::invalid_argument& e) {
      throw config::UsageError(std::string("--assume: ") + e.what());
    }
    if (assumptionsFile_.empty()) return;
    std::string text = config::readOptionFile("--assumptions", assumptionsFile_);
    try {
      for (auto& a : parseHeapAssumptions(text, assumptionsFile_))
        assumptions_.push_back(std::move(a));
    } catch (const std::invalid_argument& e) {
      throw config::UsageError(std::string("--assumptions: ") + e.what());
    }
  }

  void addKey(config::CanonicalKey& key) const override {
    if (!active()) return;
    key.add("heap", config::choiceName(kModes, mode_));
    std::vector<std::string> texts;
    for (const HeapAssumption& a : assumptions_) texts.push_back(a.text());
    key.add("assume", texts);
  }

  void install(config::RunAssembly& run) override {
    if (std::string unknown = unknownName(assumptions_, run.classPath); !unknown.empty())
      throw config::UsageError("heap assumption names '" + unknown +
                               "', which no class on the class path has");
    if (active()) run.addTechnique(std::make_unique<HeapTechnique>(mode_, assumptions_));
  }

 private:
  bool active() const { return mode_ == HeapMode::Solver || !assumptions_.empty(); }
  HeapMode mode_ = HeapMode::Lazy;
  std::vector<std::string> assumptionTexts_;
  std::string assumptionsFile_;
  std::vector<HeapAssumption> assumptions_;
};

}  // namespace

std::unique_ptr<config::TechniqueEntry> makeHeapEntry() {
  return std::make_unique<HeapEntry>();
}

}  // namespace symtest::heapsolver
