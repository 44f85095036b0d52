// How a technique plugs into a run: it declares its own options, tells the other techniques
// what they must know of it (Traits), adds its settings to the results' key, and installs
// itself into the generator. The CLI and the benchmarks build every run through the same
// entries (GenRun), listed once in the technique registry (cli/registry.cpp).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "config/canonical_key.hpp"
#include "testcase/generator.hpp"
#include "testcase/technique.hpp"

namespace CLI {
class App;
}

namespace symtest::config {

// What one technique's settings mean for the others, written in declare() and read in
// settle(). Each fact names the option that set it, for the error messages of the rules.
struct Traits {
  // Test cases are selected among all paths (a resource policy): a reducing criterion
  // would drop some of them.
  std::string selectsAmongAllPaths;
  // Input aliasing stays open as constraints until a path needs it (the heap solver); summaries
  // match input heaps object by object and need identities decided.
  std::string leavesIdentitiesOpen;
};

// What install() works on: the generator's options being built, and objects that must live as
// long as the run.
class RunAssembly {
 public:
  RunAssembly(classfile::ClassPath& classPath, testcase::GeneratorOptions& options,
              const CanonicalKey& key, std::function<void(const std::string&)> warn)
      : classPath(classPath), options(options), key(key), warn(std::move(warn)) {}
  classfile::ClassPath& classPath;
  testcase::GeneratorOptions& options;
  const CanonicalKey& key;  // the whole run's key (a result store keys its entries by it)
  std::function<void(const std::string&)> warn;
  // Plugs `technique` into every method's exploration, after those added before it.
  template <class T>
  T& addTechnique(std::unique_ptr<T> technique) {
    T& t = keep(std::move(technique));
    options.techniques.push_back(&t);
    return t;
  }
  template <class T>
  T& keep(std::unique_ptr<T> object) {
    T& ref = *object;
    owned_.push_back(std::shared_ptr<T>(std::move(object)));
    return ref;
  }

 private:
  std::vector<std::shared_ptr<void>> owned_;
};

class TechniqueEntry {
 public:
  virtual ~TechniqueEntry() = default;
  virtual std::string name() const = 0;
  // Its options on the `gen` command: typed settings, checked by CLI11's validators.
  virtual void addOptions(CLI::App& gen) = 0;
  // After parsing, in registry order: first every technique's facts, then each one's rules
  // about the others' (a UsageError when they conflict).
  virtual void declare(Traits& traits) const { (void)traits; }
  virtual void settle(const Traits& traits) { (void)traits; }
  // Its settings that change what an exploration yields (nothing when it is off).
  virtual void addKey(CanonicalKey& key) const = 0;
  // Adds its technique (or nothing when off) to the run; UsageError on bad settings.
  virtual void install(RunAssembly& run) = 0;
  // After the run: what it reports about it beyond its technique's own sections.
  virtual void finish(results::GenerationResult& result) const { (void)result; }
  // Whether the run's report depends on each method's result alone. False when the technique
  // reports work shared across methods (summaries computed, loaded, reused): `gen -j` then
  // runs in one process, whose report a run that loads results could not reproduce.
  virtual bool reportPerMethod() const { return true; }
};

using TechniqueEntries = std::vector<std::unique_ptr<TechniqueEntry>>;

}  // namespace symtest::config
