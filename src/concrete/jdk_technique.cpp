#include "concrete/jdk_technique.hpp"

#include "clp/protocol.hpp"
#include "testcase/method_run.hpp"

namespace symtest::concrete {

void JdkBoundary::beginMethod(testcase::MethodRun& run) {
  run.hooks().callHandlers.push_back(&calls_);
  ranBefore_ = calls_.ran();
  refusedBefore_ = calls_.refusals();
}

bool JdkBoundary::keepTestCase(const symexec::PathView& path, results::TestCase& test) {
  const heap::Heap& heap = path.heap;
  const std::string recordPrefix = clp::protocol::jdkRecordField(0);
  const std::string recordStem = recordPrefix.substr(0, recordPrefix.size() - 1);
  const std::string propertyPrefix(clp::protocol::kJdkPropertyPrefix);
  std::map<uint32_t, uint32_t> records;  // by position on the path
  std::vector<std::string> properties;
  for (const auto& [slot, v] : heap.slots(0)) {
    const std::string& name = heap.fieldName(static_cast<uint32_t>(slot));
    if (v.kind != heap::Value::Kind::Int) continue;
    if (name.rfind(recordStem, 0) == 0) {
      const auto at = static_cast<uint32_t>(std::stoul(name.substr(recordStem.size())));
      records[at] = static_cast<uint32_t>(path.context.pool().signedValue(v.id));
    } else if (name.rfind(propertyPrefix, 0) == 0) {
      properties.push_back(name.substr(propertyPrefix.size()));
    }
  }
  // Records of calls the path backtracked over stay in the heap's slots beyond the count.
  const std::string count(clp::protocol::kJdkRecords);
  uint32_t n = 0;
  for (const auto& [slot, v] : heap.slots(0))
    if (heap.fieldName(static_cast<uint32_t>(slot)) == count && v.kind == heap::Value::Kind::Int)
      n = static_cast<uint32_t>(path.context.pool().signedValue(v.id));
  if (n == 0 && properties.empty()) return true;
  results::Annotation a{kJdkAnnotation, nlohmann::json::object(), "JDK", {}};
  nlohmann::json calls = nlohmann::json::array();
  uint32_t initializers = 0;
  for (const auto& [at, record] : records) {
    if (at >= n) continue;
    const std::string& text = bridge_.record(record);
    calls.push_back(text);
    if (text.rfind(kInitializerRecord, 0) == 0)
      ++initializers;
    else
      a.lines.push_back("ran on the JVM: " + text);
  }
  if (initializers > 0)
    a.lines.insert(a.lines.begin(), "class initializers ran " + std::to_string(initializers) +
                                        " call" + (initializers == 1 ? "" : "s") +
                                        " on the JVM (listed in the JSON)");
  nlohmann::json assumed = nlohmann::json::object();
  for (const std::string& p : properties) {
    auto fixed = bridge_.properties().find(p);
    if (fixed == bridge_.properties().end()) continue;
    assumed[p] = fixed->second;
    std::string shown = fixed->second == "\n" ? "\\n" : fixed->second;
    a.lines.push_back("assumes the tests' JVM has " + p + "=" + shown);
  }
  a.value["calls"] = std::move(calls);
  a.value["assumes"] = std::move(assumed);
  results::setAnnotation(test.annotations, std::move(a));
  return true;
}

void JdkBoundary::endMethod(testcase::MethodRun& run) {
  auto& counters = run.result().counters;
  if (calls_.ran() > ranBefore_) counters["JDK calls run on the JVM"] = calls_.ran() - ranBefore_;
  uint64_t refused = 0;
  for (const auto& [why, times] : calls_.refusals()) {
    auto before = refusedBefore_.find(why);
    refused += times - (before == refusedBefore_.end() ? 0 : before->second);
  }
  if (refused > 0) counters["JDK calls not run on the JVM"] = refused;
}

}  // namespace symtest::concrete
