#include "config/gen_run.hpp"

namespace symtest::config {

GenRun::GenRun(TechniqueEntries techniques) : techniques_(std::move(techniques)) {}

void GenRun::addOptions(CLI::App& gen) {
  addCoreOptions(gen, core_);
  for (auto& t : techniques_) t->addOptions(gen);
}

void GenRun::settle() {
  Traits traits;
  for (const auto& t : techniques_) t->declare(traits);
  for (auto& t : techniques_) t->settle(traits);
}

CanonicalKey GenRun::key() const {
  CanonicalKey key;
  addCoreKey(core_, key);
  for (const auto& t : techniques_) t->addKey(key);
  return key;
}

std::unique_ptr<RunAssembly> GenRun::assemble(classfile::ClassPath& classPath,
                                              testcase::GeneratorOptions& options,
                                              std::function<void(const std::string&)> warn) {
  key_ = key();
  auto run = std::make_unique<RunAssembly>(classPath, options, key_, std::move(warn));
  for (auto& t : techniques_) t->install(*run);
  return run;
}

void GenRun::finish(results::GenerationResult& result) const {
  for (const auto& t : techniques_) t->finish(result);
}

bool GenRun::reportPerMethod() const {
  for (const auto& t : techniques_)
    if (!t->reportPerMethod()) return false;
  return true;
}

const TechniqueEntry* GenRun::technique(const std::string& name) const {
  for (const auto& t : techniques_)
    if (t->name() == name) return t.get();
  return nullptr;
}

}  // namespace symtest::config
