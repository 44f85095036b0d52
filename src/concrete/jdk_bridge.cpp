#include "concrete/jdk_bridge.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace symtest::concrete {

namespace fs = std::filesystem;

TestJdk findTestJdk() {
  TestJdk jdk;
  std::error_code ec;
  if (const char* home = std::getenv("JAVA_HOME"); home && *home) {
    fs::path java = fs::path(home) / "bin" / "java";
    if (fs::is_regular_file(java, ec)) jdk.java = java.string();
  }
  if (jdk.java.empty())
    if (const char* path = std::getenv("PATH")) {
      std::stringstream dirs(path);
      for (std::string dir; std::getline(dirs, dir, ':');) {
        fs::path java = fs::path(dir.empty() ? "." : dir) / "java";
        if (fs::is_regular_file(java, ec)) {
          jdk.java = java.string();
          break;
        }
      }
    }
  if (jdk.java.empty()) return jdk;
  fs::path real = fs::canonical(jdk.java, ec);
  if (ec) return jdk;
  jdk.home = real.parent_path().parent_path().string();
  std::ifstream release(fs::path(jdk.home) / "release");
  for (std::string line; std::getline(release, line);)
    if (line.rfind("JAVA_VERSION=", 0) == 0) {
      jdk.version = line.substr(13);
      if (jdk.version.size() >= 2 && jdk.version.front() == '"')
        jdk.version = jdk.version.substr(1, jdk.version.size() - 2);
    }
  // "17.0.15" -> "17"; "1.8.0_392" -> "1.8".
  const std::string& v = jdk.version;
  if (v.rfind("1.", 0) == 0)
    jdk.feature = v.substr(0, v.find('.', 2));
  else
    jdk.feature = v.substr(0, v.find_first_of(".+-"));
  return jdk;
}

std::map<std::string, std::string> fixedProperties(const TestJdk& jdk) {
  std::map<std::string, std::string> p{
      {"line.separator", "\n"},
      {"file.separator", "/"},
      {"path.separator", ":"},
      {"file.encoding", "UTF-8"},
      {"java.specification.name", "Java Platform API Specification"},
      {"java.vm.specification.name", "Java Virtual Machine Specification"},
  };
  if (!jdk.feature.empty()) {
    p["java.specification.version"] = jdk.feature;
    p["java.vm.specification.version"] = jdk.feature;
    int feature = std::atoi(jdk.feature.c_str());
    if (feature >= 9) p["java.class.version"] = std::to_string(44 + feature) + ".0";
  }
  return p;
}

JdkBridge::JdkBridge(BridgeSettings settings)
    : settings_(std::move(settings)), properties_(fixedProperties(settings_.jdk)) {}

uint32_t JdkBridge::internCall(const std::string& bytes) {
  auto [it, added] = callIndex_.emplace(bytes, static_cast<uint32_t>(calls_.size()));
  if (added) calls_.push_back(bytes);
  return it->second;
}

uint32_t JdkBridge::internRecord(const std::string& text) {
  auto [it, added] = recordIndex_.emplace(text, static_cast<uint32_t>(records_.size()));
  if (added) records_.push_back(text);
  return it->second;
}

JdkBridge::Counters JdkBridge::counters() const {
  Counters c = counters_;
  c.starts = process_ ? process_->starts() : 0;
  return c;
}

Answer JdkBridge::ask(const std::string& request, bool& failed) {
  failed = false;
  ++counters_.requests;
  if (auto it = answers_.find(request); it != answers_.end()) {
    ++counters_.fromCache;
    Answer a = readAnswer(it->second);
    if (a.kind == Answer::Kind::Refused) ++counters_.refused;
    return a;
  }
  if (settings_.jdk.java.empty() || settings_.bridgeJar.empty()) {
    failed = true;
    Answer none;
    none.refusal = settings_.jdk.java.empty() ? "no java launcher found (JAVA_HOME, PATH)"
                                              : "no JVM bridge (symtest-bridge.jar)";
    return none;
  }
  if (!process_) {
    JvmCommand command{settings_.jdk.java, settings_.bridgeJar, {}};
    std::string names;
    for (const auto& [key, value] : properties_) {
      command.definitions.push_back("-D" + key + "=" + value);
      names += (names.empty() ? "" : ",") + key;
    }
    // The defaults the JVM starts with; the bridge checks that calls do not depend on them.
    for (const char* d : {"-Duser.language=en", "-Duser.country=US", "-Duser.timezone=UTC"})
      command.definitions.emplace_back(d);
    command.definitions.push_back("-Dsymtest.fixed=" + names);
    process_ = std::make_unique<JvmProcess>(std::move(command));
  }
  auto bytes = process_->ask(request, settings_.callTime);
  if (!bytes) {
    failed = true;
    ++counters_.jvmFailures;
    Answer none;
    none.refusal = process_->failure();
    return none;
  }
  Answer a = readAnswer(*bytes);
  ++counters_.answered;
  if (a.kind == Answer::Kind::Refused) ++counters_.refused;
  answers_.emplace(request, std::move(*bytes));
  return a;
}

}  // namespace symtest::concrete
