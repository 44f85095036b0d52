#include "cli/targets.hpp"

#include <fmt/format.h>

#include <cstdlib>
#include <filesystem>

namespace symtest::cli {

namespace fs = std::filesystem;
using testcase::MethodId;

namespace {

std::string internalName(std::string name) {
  for (char& c : name)
    if (c == '.') c = '/';
  return name;
}

// Whether a declared method gets test cases when its whole class is targeted, and why not.
std::string exclusionReason(const classfile::ClassFile& c, const classfile::Method& m) {
  if (m.isConstructor() && c.isAbstract()) return "constructor of an abstract class";
  if (m.isClassInitializer()) return "static initializer";
  if (m.isSynthetic() || (m.access & classfile::kAccBridge)) return "compiler-generated";
  if (m.isAbstract()) return "abstract";
  if (m.isNative()) return "native";
  if (m.isPrivate()) return "private (covered through its callers)";
  return "";
}

}  // namespace

ResolvedTargets resolveTargets(classfile::ClassPath& classPath,
                               const std::vector<std::string>& specs) {
  ResolvedTargets out;
  for (const std::string& spec : specs) {
    std::string cls, method, desc;
    if (auto hash = spec.find('#'); hash != std::string::npos) {
      cls = spec.substr(0, hash);
      method = spec.substr(hash + 1);
    } else if (classPath.find(internalName(spec))) {
      cls = spec;
    } else if (auto dot = spec.rfind('.'); dot != std::string::npos) {
      cls = spec.substr(0, dot);
      method = spec.substr(dot + 1);
    } else {
      cls = spec;
    }
    if (auto paren = method.find('('); paren != std::string::npos) {
      desc = method.substr(paren);
      method = method.substr(0, paren);
    }
    const classfile::ClassFile* cf = classPath.find(internalName(cls));
    if (!cf) throw UsageError(fmt::format("class {} not found on the class path", cls));
    bool found = false;
    for (const auto& m : cf->methods) {
      if (!method.empty() && (m.name != method || (!desc.empty() && m.descriptor != desc)))
        continue;
      MethodId id{cf->name, m.name, m.descriptor};
      std::string reason = exclusionReason(*cf, m);
      found = true;
      // A method named explicitly is attempted unless it cannot run at all.
      if (!reason.empty() && (method.empty() || m.isAbstract() || m.isNative()))
        out.excluded.push_back({id, reason});
      else
        out.methods.push_back(id);
    }
    if (!found)
      throw UsageError(method.empty()
                           ? fmt::format("class {} declares no methods", cls)
                           : fmt::format("method {}{} not found in class {}", method, desc, cls));
  }
  return out;
}

std::pair<std::string, std::vector<std::string>> compileJavaSources(
    const std::vector<std::string>& files) {
  std::string pattern = (fs::temp_directory_path() / "symtest-XXXXXX").string();
  std::vector<char> buf(pattern.begin(), pattern.end());
  buf.push_back('\0');
  if (!mkdtemp(buf.data())) throw UsageError("cannot create a temporary directory");
  std::string dir = buf.data();
  std::string cmd = fmt::format("javac -g -d '{}'", dir);
  for (const auto& f : files) {
    if (!fs::exists(f)) throw UsageError(fmt::format("{}: no such file", f));
    cmd += fmt::format(" '{}'", f);
  }
  if (std::system(cmd.c_str()) != 0)
    throw UsageError(fmt::format("javac failed on {}", files.front()));
  std::vector<std::string> classes;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.path().extension() != ".class") continue;
    std::string rel = fs::relative(entry.path(), dir).replace_extension("").string();
    if (rel.find('$') == std::string::npos) classes.push_back(rel);
  }
  return {dir, classes};
}

}  // namespace symtest::cli
