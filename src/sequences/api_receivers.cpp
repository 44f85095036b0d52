#include "sequences/api_receivers.hpp"

#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <stdexcept>

#include "classfile/nesting.hpp"
#include "config/options.hpp"
#include "sequences/observers.hpp"
#include "sequences/sequence_driver.hpp"
#include "sequences/sequence_explorer.hpp"

namespace symtest::sequences {

namespace {

// Why tests cannot build `className` through its API, or empty.
std::string whyNotBuildable(classfile::ClassPath& cp, const std::string& className) {
  const classfile::ClassFile* cf = cp.find(className);
  if (!cf) return "class not found";
  if (cf->superName == "java/lang/Record") return "a record (its canonical constructor builds it)";
  if (cf->access & (classfile::kAccAbstract | classfile::kAccInterface)) return "abstract class";
  if (classfile::sourceName(cp, className).empty() ||
      !classfile::isAccessibleFrom(cp, className, classfile::packageOf(className)))
    return "tests cannot name the class";
  if (!classfile::enclosingInstanceClass(cp, className).empty())
    return "an inner class (its objects need an enclosing instance)";
  return "";
}

}  // namespace

clp::PredId ApiReceivers::builder(translate::Translator& translator, classfile::ClassPath& cp,
                                  const std::string& className, std::string& why) {
  // Kept with the program, whose lifetime is the session's (no type name holds a ':').
  const std::string key = "api:" + className;
  auto& built = translator.mutableProgram().constructions;
  if (auto it = built.find(key); it != built.end() && it->second != clp::kNoPred) return it->second;
  if (why = whyNotBuildable(cp, className); !why.empty()) return clp::kNoPred;
  std::vector<std::pair<results::MethodId, std::string>> skipped;
  std::vector<Operation> all;
  try {
    all = operationsOf(cp, className, skipped, true);
  } catch (const std::invalid_argument&) {
    why = "no public constructor";
    return clp::kNoPred;
  }
  // Steps that change the state: a pure method leaves it as it was. A call a test could not
  // write without declaring a checked exception is left out too.
  PurityAnalysis purity(cp);
  std::vector<Operation> ops;
  bool anyConstructor = false;
  for (Operation& op : all) {
    if (op.observer || !op.checkedThrows.empty()) continue;
    if (!op.isConstructor() && purity.isPure(op.method)) continue;
    if (!translateOperation(translator, op).empty()) continue;
    anyConstructor = anyConstructor || op.isConstructor();
    ops.push_back(std::move(op));
  }
  if (!anyConstructor) {
    why = "no public constructor without checked exceptions that symtest translates";
    return clp::kNoPred;
  }
  return built[key] = addReceiverBuilder(translator, className, ops, calls_);
}

namespace {

enum class ReceiverMode { Fields, Api };
const std::map<std::string, ReceiverMode> kModes = {{"fields", ReceiverMode::Fields},
                                                    {"api", ReceiverMode::Api}};

class ReceiversEntry final : public config::TechniqueEntry {
 public:
  std::string name() const override { return "receivers"; }

  void addOptions(CLI::App& gen) override {
    config::addChoice(gen, "--receivers", mode_, kModes,
                      "How tests build the receiver of an instance method: a public constructor "
                      "and public calls, so that every state is one the class's API can reach "
                      "(api, the default; fields where the class has no public constructor), or "
                      "its fields set by reflection to whatever the path needs (fields)");
    gen.add_option("--receiver-calls", calls_,
                   "With --receivers api: public calls after the constructor, at most "
                   "(default 1)")
        ->check(CLI::Range(0, 8));
  }

  void addKey(config::CanonicalKey& key) const override {
    key.add("receivers", config::choiceName(kModes, mode_));
    if (mode_ == ReceiverMode::Api) key.add("receiver-calls", static_cast<uint64_t>(calls_));
  }

  void install(config::RunAssembly& run) override {
    if (mode_ == ReceiverMode::Api)
      run.options.receivers = &run.keep(std::make_unique<ApiReceivers>(calls_));
  }

 private:
  // The default: tests a developer keeps, no state the class's API cannot reach.
  ReceiverMode mode_ = ReceiverMode::Api;
  uint32_t calls_ = 1;
};

}  // namespace

std::unique_ptr<config::TechniqueEntry> makeReceiversEntry() {
  return std::make_unique<ReceiversEntry>();
}

}  // namespace symtest::sequences
