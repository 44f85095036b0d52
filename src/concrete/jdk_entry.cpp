#include "concrete/jdk_entry.hpp"

#include <CLI/CLI.hpp>

#include "concrete/jdk_technique.hpp"

namespace symtest::concrete {

namespace {

class JdkEntry final : public config::TechniqueEntry {
 public:
  explicit JdkEntry(std::string bridgeJar) : bridgeJar_(std::move(bridgeJar)) {}
  std::string name() const override { return "jdk"; }

  void addOptions(CLI::App& gen) override {
    gen.add_option("--jvm-call-time", callSeconds_,
                   "Safety net: seconds a JDK call may run on the JVM beside the run before its "
                   "path is cut (default 10)")
        ->check(CLI::PositiveNumber);
  }

  void addKey(config::CanonicalKey& key) const override {
    // What the JDK computes is the JDK's: results are the same while its version is.
    key.add("jdk", jdk_.version);
  }

  void install(config::RunAssembly& run) override {
    if (run.options.unhandled.policy != symexec::UnhandledCallOptions::Policy::Jvm) return;
    BridgeSettings settings{bridgeJar_, jdk_,
                            std::chrono::milliseconds(static_cast<int64_t>(callSeconds_ * 1000))};
    run.addTechnique(std::make_unique<JdkBoundary>(std::move(settings)));
  }

  void finish(results::GenerationResult& result) const override {
    result.testAnnotationDefaults[kJdkAnnotation] = nlohmann::json::object();
  }

 private:
  std::string bridgeJar_;
  TestJdk jdk_ = findTestJdk();
  double callSeconds_ = 10;
};

}  // namespace

std::unique_ptr<config::TechniqueEntry> makeJdkEntry(std::string bridgeJar) {
  return std::make_unique<JdkEntry>(std::move(bridgeJar));
}

}  // namespace symtest::concrete
