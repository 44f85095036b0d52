#include "guide/goals.hpp"

#include <set>
#include <stdexcept>

#include "classfile/class_names.hpp"
#include "clp/exceptional_flow.hpp"
#include "clp/protocol.hpp"
#include "testcase/class_initializers.hpp"

namespace symtest::guide {

namespace {

std::string internalName(std::string name) {
  name = classfile::internalName(name);
  return name;
}

std::string javaName(std::string name) {
  name = classfile::dottedName(name);
  return name;
}

// The top-level class a class is nested in (itself when it is top-level).
std::string topLevelOf(const std::string& cls) {
  const size_t slash = cls.rfind('/');
  return cls.substr(0, cls.find('$', slash == std::string::npos ? 0 : slash + 1));
}

}  // namespace

std::vector<Goal> branchGoals(const clp::Program& program, classfile::ClassPath& classPath,
                              clp::PredId entry, const std::vector<clp::PredId>& initializers) {
  std::set<std::string> possible;
  std::set<uint32_t> methods =
      testcase::reachableMethods(program, entry, &classPath, &possible, nullptr, &initializers);
  // A rule dispatching on a class no object of which can exist is no goal.
  auto dispatchesToNothing = [&](const clp::Rule& rule) {
    for (const auto& g : rule.guards)
      if (g.kind == clp::Guard::Kind::TypeIs && !possible.count(g.className) &&
          g.className != clp::protocol::kAnyArray)
        return true;
    return false;
  };
  // Nor is a rule passing on an exception from a call that cannot throw one.
  const clp::ExceptionalFlow flow(program, entry);
  std::vector<Goal> goals;
  // The goals are the rules of the method's class and of its nested classes (helpers its tests
  // reach, the lambdas and callbacks of its callers there). Other classes' code is covered by
  // their own tests: chasing every branch of all a method reaches (through an Object, the
  // better part of a library: 160,000 rules for Commons Collections' CollectionUtils.size)
  // made its search as costly as the library's.
  const std::string ownClass =
      topLevelOf(program.methods[program.predicates[entry].method].className);
  for (clp::PredId p : program.predicatesOf(methods)) {
    const clp::Predicate& pred = program.predicates[p];
    const clp::MethodInfo& m = program.methods[pred.method];
    // Synthesized classes (lambdas, records' ObjectMethods) have no coverage of their own.
    if (!classPath.isUserClass(m.className) || classPath.isSyntheticClass(m.className)) continue;
    if (topLevelOf(m.className) != ownClass) continue;
    for (size_t r = 0; r < pred.rules.size(); ++r) {
      if (dispatchesToNothing(pred.rules[r]) ||
          !flow.flagGuardsMayHold(static_cast<clp::PredId>(p), pred.rules[r]))
        continue;
      Goal g;
      g.text = javaName(m.className) + "." + m.name;
      if (pred.rules[r].sourceLine > 0) g.text += ":" + std::to_string(pred.rules[r].sourceLine);
      g.text += " " + pred.name + "/" + std::to_string(r + 1);
      g.achievers.push_back({static_cast<clp::PredId>(p), static_cast<uint16_t>(r)});
      goals.push_back(std::move(g));
    }
  }
  return goals;
}

std::vector<Goal> pointGoals(const clp::Program& program, classfile::ClassPath& classPath,
                             const std::vector<std::string>& points) {
  std::vector<Goal> goals;
  for (const std::string& point : points) {
    std::string cls, name, descriptor;
    int line = -1;
    long offset = -1;
    size_t hash = point.find('#'), at = point.rfind('@'), colon = point.rfind(':');
    try {
      if (hash != std::string::npos && at != std::string::npos && at > hash) {
        cls = point.substr(0, hash);
        std::string method = point.substr(hash + 1, at - hash - 1);
        size_t paren = method.find('(');
        name = method.substr(0, paren);
        if (paren != std::string::npos) descriptor = method.substr(paren);
        offset = std::stol(point.substr(at + 1));
      } else if (colon != std::string::npos) {
        std::string method = point.substr(0, colon);
        size_t dot = method.rfind('.');
        if (dot == std::string::npos) throw std::invalid_argument("no class");
        cls = method.substr(0, dot);
        name = method.substr(dot + 1);
        line = std::stoi(point.substr(colon + 1));
      } else {
        throw std::invalid_argument("no line or offset");
      }
    } catch (const std::exception&) {
      throw std::invalid_argument("program point '" + point +
                                  "' is neither Class.method:line nor Class#method(desc)@offset");
    }
    if (cls.empty() || name.empty() || (line < 0 && offset < 0))
      throw std::invalid_argument("program point '" + point +
                                  "' is neither Class.method:line nor Class#method(desc)@offset");
    cls = internalName(cls);
    Goal g;
    g.text = point;
    for (size_t p = 0; p < program.predicates.size(); ++p) {
      const clp::Predicate& pred = program.predicates[p];
      const clp::MethodInfo& m = program.methods[pred.method];
      if (m.className != cls || m.name != name) continue;
      if (!descriptor.empty() && m.descriptor != descriptor) continue;
      const classfile::Code* code = nullptr;
      if (line >= 0) {
        const auto* cf = classPath.find(cls);
        const auto* method = cf ? cf->findMethod(m.name, m.descriptor) : nullptr;
        if (!method || !method->code) continue;
        code = &*method->code;
      }
      for (size_t r = 0; r < pred.rules.size(); ++r) {
        for (const clp::CoveredStep& s : pred.rules[r].steps) {
          bool hit = code ? code->lineAt(s.offset) == line : s.offset == offset;
          if (!hit) continue;
          g.achievers.push_back({static_cast<clp::PredId>(p), static_cast<uint16_t>(r)});
          break;
        }
      }
    }
    goals.push_back(std::move(g));
  }
  return goals;
}

}  // namespace symtest::guide
