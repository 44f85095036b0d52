#include "testcase/class_initializers.hpp"

#include <fmt/format.h>

#include <map>

#include "classfile/class_init.hpp"
#include "classfile/descriptor.hpp"

namespace symtest::testcase {

std::set<uint32_t> reachableMethods(const clp::Program& program, clp::PredId entry) {
  // A lambda's methods run only on objects of its class, which exist only once a reachable
  // method ran the call site that creates them: a call into a lambda class waits for that.
  auto isLambdaClass = [](const std::string& c) {
    return c.find("$$Lambda$") != std::string::npos;
  };
  std::set<uint32_t> methods;
  std::set<clp::PredId> seen{entry};
  std::vector<clp::PredId> work{entry};
  std::set<std::string> created;
  std::map<std::string, std::vector<clp::PredId>> waiting;  // lambda class -> its callees
  auto reach = [&](clp::PredId callee) {
    if (!seen.insert(callee).second) return;
    const std::string& cls = program.methods[program.predicates[callee].method].className;
    if (isLambdaClass(cls) && !created.count(cls))
      waiting[cls].push_back(callee);
    else
      work.push_back(callee);
  };
  while (!work.empty()) {
    clp::PredId p = work.back();
    work.pop_back();
    methods.insert(program.predicates[p].method);
    for (const auto& rule : program.predicates[p].rules)
      for (const auto& s : rule.body) {
        if (s.kind == clp::Stmt::Kind::Call) reach(s.callee);
        if (s.kind == clp::Stmt::Kind::NewObject && isLambdaClass(s.className) &&
            created.insert(s.className).second) {
          for (clp::PredId w : waiting[s.className]) work.push_back(w);
          waiting.erase(s.className);
        }
      }
  }
  return methods;
}

namespace {

// The class a field or parameter descriptor names ("LFoo;", "[[LFoo;"), or empty.
std::string classOfDescriptor(const std::string& d) {
  size_t i = d.find_first_not_of('[');
  if (i == std::string::npos || d[i] != 'L' || d.back() != ';') return "";
  return d.substr(i + 1, d.size() - i - 2);
}

class Initialization {
 public:
  Initialization(translate::Translator& t, classfile::ClassPath& cp) : t_(t), cp_(cp) {}

  void visitReachable(clp::PredId entry) {
    const clp::Program& program = t_.program();
    std::set<uint32_t> methods = reachableMethods(program, entry);
    std::vector<std::string> referenced;
    for (uint32_t m : methods) {
      const clp::MethodInfo& info = program.methods[m];
      referenced.push_back(info.className);
      for (const auto& p : classfile::parseMethodDescriptor(info.descriptor).params)
        referenced.push_back(classOfDescriptor(p.descriptor()));
    }
    for (const clp::Predicate& pred : program.predicates) {
      if (!methods.count(pred.method)) continue;
      for (const clp::Rule& rule : pred.rules) {
        for (const clp::Guard& g : rule.guards)
          if (!g.className.empty())
            referenced.push_back(g.className[0] == '[' ? classOfDescriptor(g.className)
                                                       : g.className);
        for (const clp::Stmt& s : rule.body) {
          switch (s.kind) {
            case clp::Stmt::Kind::GetStatic:
            case clp::Stmt::Kind::PutStatic:
            case clp::Stmt::Kind::GetField:
            case clp::Stmt::Kind::PutField:
              referenced.push_back(s.className);
              referenced.push_back(classOfDescriptor(s.descriptor));
              break;
            case clp::Stmt::Kind::NewObject:
              referenced.push_back(s.className);
              break;
            default:
              break;
          }
        }
      }
    }
    for (const std::string& c : referenced) visit(c);
  }

  void visit(const std::string& cls) {
    if (cls.empty() || !visited_.insert(cls).second) return;
    if (!classfile::initializesEagerly(cp_, cls)) return;  // models included (Boolean.TRUE)
    const classfile::ClassFile* cf = cp_.find(cls);
    if (!cf) return;
    visit(cf->superName);  // the JVM initializes superclasses first
    const classfile::Method* clinit = cf->findMethod("<clinit>", "()V");
    if (!clinit || !clinit->code) return;
    clp::PredId pred = t_.require(cls, "<clinit>", "()V");
    if (pred == clp::kNoPred) {
      const auto* why = t_.whySkipped(cls + ".<clinit>()V");
      result.problems.push_back(fmt::format("the class initializer of {} is not supported{}",
                                            cf->javaName(), why ? ": " + why->reason : ""));
      return;
    }
    visitReachable(pred);
    result.initializers.push_back(pred);
  }

  ClassInitialization result;

 private:
  translate::Translator& t_;
  classfile::ClassPath& cp_;
  std::set<std::string> visited_;
};

}  // namespace

ClassInitialization classInitializers(translate::Translator& translator,
                                      classfile::ClassPath& classPath, clp::PredId entry,
                                      const std::vector<std::string>& inputDescriptors,
                                      const std::string& ownClass) {
  Initialization init(translator, classPath);
  for (const std::string& d : inputDescriptors) init.visit(classOfDescriptor(d));
  init.visitReachable(entry);
  // The test's call initializes the method's class (and its superclasses) before it runs.
  if (clp::PredId own = translator.requireInit(ownClass); own != clp::kNoPred) {
    init.visitReachable(own);
    init.result.initializers.push_back(own);
  } else if (const auto* why = translator.whySkipped(ownClass + ".<clinit>()V")) {
    init.result.problems.push_back(
        fmt::format("the class initializer of {} is not supported: {}", ownClass, why->reason));
  }
  return std::move(init.result);
}

}  // namespace symtest::testcase
