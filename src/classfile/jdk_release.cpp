#include "classfile/jdk_release.hpp"

#include <filesystem>
#include <fstream>
#include <string_view>

namespace symtest::classfile {

namespace {

// A model method whose body holds only before `release`.
struct ReleaseChange {
  std::string_view owner, name, descriptor;
  int release;
};

// Measured with models/check/run.sh against JDK 25 on x86_64: 0 mismatches for every other
// method of Math; these two differ from StrictMath for 7-8% of the arguments.
constexpr ReleaseChange kIntrinsicsSince[] = {
    {"java/lang/Math", "tanh", "(D)D", 24},
    {"java/lang/Math", "cbrt", "(D)D", 25},
};

}  // namespace

int jdkReleaseOfModule(const std::string& jmodPath) {
  namespace fs = std::filesystem;
  if (jmodPath.empty()) return 0;
  // JDK/jmods/java.base.jmod -> JDK/release
  std::ifstream in(fs::path(jmodPath).parent_path().parent_path() / "release");
  std::string line;
  while (std::getline(in, line)) {
    constexpr std::string_view key = "JAVA_VERSION=\"";
    if (!line.starts_with(key)) continue;
    int release = 0;
    for (size_t i = key.size(); i < line.size() && line[i] >= '0' && line[i] <= '9'; ++i)
      release = release * 10 + (line[i] - '0');
    // "1.8.0_392": the releases before 9 spelled themselves 1.N.
    if (release == 1 && line.size() > key.size() + 2 && line[key.size() + 1] == '.')
      release = line[key.size() + 2] - '0';
    return release;
  }
  return 0;
}

int adaptModelToRelease(ClassFile& model, int release) {
  int changed = 0;
  for (const ReleaseChange& c : kIntrinsicsSince) {
    if (release < c.release || model.name != c.owner) continue;
    for (Method& m : model.methods) {
      if (m.name != c.name || m.descriptor != c.descriptor || !m.code) continue;
      m.code.reset();
      m.access |= kAccNative;
      ++changed;
    }
  }
  return changed;
}

}  // namespace symtest::classfile
