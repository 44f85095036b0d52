#include "testcase/class_initializers.hpp"

#include <fmt/format.h>

#include <functional>
#include <map>

#include "classfile/class_init.hpp"
#include "classfile/descriptor.hpp"
#include "classfile/hierarchy.hpp"
#include "clp/protocol.hpp"
#include "results/library_classes.hpp"

namespace symtest::testcase {

namespace {

// Classes lazy initialization creates inputs of (see ClassPathOracle): analysed classes and
// the modelled JDK classes tests can build, not the models' own helpers.
bool isInputClass(classfile::ClassPath& cp, const std::string& c) {
  return !cp.isModelClass(c) || results::libraryKind(c) != results::LibraryKind::None;
}

// The classes the input heap of `entry` can hold: the receiver's and parameters' types, their
// analysed subclasses, and what their fields (generic arguments included) can hold,
// transitively. (Object inputs are the classes the code tests with instanceof: added as the
// traversal meets those tests.)
std::set<std::string> inputTypes(const clp::Program& program, clp::PredId entry,
                                 classfile::ClassPath& cp, const std::vector<std::string>& all,
                                 const std::vector<std::string>* inputs = nullptr) {
  std::set<std::string> types;
  std::vector<std::string> todo;
  auto classesIn = [&](const std::string& text) {  // every Lname; in a descriptor/signature
    for (size_t at = text.find('L'); at != std::string::npos; at = text.find('L', at + 1)) {
      size_t end = text.find_first_of(";<", at);
      if (end == std::string::npos) break;
      if (at == 0 || std::string("([<;+-*").find(text[at - 1]) != std::string::npos)
        todo.push_back(text.substr(at + 1, end - at - 1));
    }
  };
  const clp::MethodInfo& m = program.methods[program.predicates[entry].method];
  if (inputs) {
    for (const std::string& d : *inputs) classesIn(d);
  } else {
    todo.push_back(m.className);
    classesIn(m.descriptor);
    // The type arguments of generic parameters too (a List<Player>'s players).
    if (const auto* cf = cp.find(m.className))
      if (const auto* method = cf->findMethod(m.name, m.descriptor)) classesIn(method->signature);
  }
  std::set<std::string> seen;
  while (!todo.empty()) {
    std::string c = todo.back();
    todo.pop_back();
    if (c.empty() || c == "java/lang/Object" || !seen.insert(c).second) continue;
    for (const std::string& sub : all)
      if (classfile::isSubclassOf(cp, sub, c) && types.insert(sub).second) {
        const auto* cf = cp.find(sub);
        if (!cf || !cp.isUserClass(sub)) continue;
        for (const auto& f : cf->fields) {
          // Static fields hold what class initializers create (counted apart), not inputs.
          if (f.isStatic()) continue;
          classesIn(f.descriptor);
          classesIn(f.signature);
        }
        todo.push_back(sub);
      }
  }
  return types;
}

}  // namespace

std::set<std::string> inputClasses(const clp::Program& program, clp::PredId entry,
                                   classfile::ClassPath& cp) {
  std::vector<std::string> all = cp.scopeClasses();
  for (const std::string& m : cp.listModelClasses())
    if (isInputClass(cp, m)) all.push_back(m);
  return inputTypes(program, entry, cp, all);
}

namespace {

std::set<uint32_t> reachableFrom(const clp::Program& program,
                                 const std::vector<clp::PredId>& entries,
                                 classfile::ClassPath* typed, std::set<std::string>* possibleOut,
                                 const std::vector<std::string>* inputs,
                                 const std::vector<clp::PredId>* initializers) {
  const clp::PredId entry = entries.front();
  // A call into a class reaches its methods only if objects of that class can exist (rapid
  // type analysis): a lambda's once a reached method ran the call site that creates it, other
  // classes once created by reached code or class initializers, or as inputs.
  auto isLambdaClass = [](const std::string& c) {
    return c.find("$$Lambda$") != std::string::npos;
  };
  std::vector<std::string> all;
  std::set<std::string> possible;
  if (typed) {
    // Only the classes inputs can have matter below (the models' helpers are many).
    all = typed->scopeClasses();
    for (const std::string& m : typed->listModelClasses())
      if (isInputClass(*typed, m)) all.push_back(m);
    possible = inputTypes(program, entry, *typed, all, inputs);
    // The class initializers that run before the method (theirs only: which others the
    // program holds depends on what else the run translated).
    std::set<uint32_t> initializerMethods;
    if (initializers)
      for (clp::PredId p : *initializers) initializerMethods.insert(program.predicates[p].method);
    for (clp::PredId p : program.predicatesOf(initializerMethods))
      for (const auto& r : program.predicates[p].rules)
        for (const auto& s : r.body)
          if (s.kind == clp::Stmt::Kind::NewObject) possible.insert(s.className);
  }
  // Flags by index, not sets: a content hash walks the call graph of every method under test.
  std::vector<char> reached(program.methods.size()), seen(program.predicates.size());
  std::vector<int8_t> lambdaMethod(program.methods.size(), -1);  // -1: not yet known
  auto isLambdaMethod = [&](uint32_t m) {
    if (lambdaMethod[m] < 0) lambdaMethod[m] = isLambdaClass(program.methods[m].className);
    return lambdaMethod[m] > 0;
  };
  std::vector<clp::PredId> work;
  for (clp::PredId e : entries)
    if (!seen[e]) {
      seen[e] = 1;
      work.push_back(e);
    }
  std::map<std::string, std::vector<const clp::Rule*>> waiting;  // class -> rules needing it
  std::function<void(const clp::Rule&)> visit;
  // Rules whose instanceof tests say nothing about what inputs may be (see below).
  std::set<const clp::Rule*> foreignTests;
  auto makePossible = [&](const std::string& c) {
    if (!possible.insert(c).second) return;
    auto it = waiting.find(c);
    if (it == waiting.end()) return;
    std::vector<const clp::Rule*> rules = std::move(it->second);
    waiting.erase(it);
    for (const clp::Rule* r : rules) visit(*r);
  };
  // Whether objects of class `c` can exist (lambdas: only once created).
  auto exists = [&](const std::string& c) {
    if (c == clp::protocol::kAnyArray) return true;
    if (isLambdaClass(c)) return possible.count(c) > 0;
    return !typed || possible.count(c) > 0;
  };
  visit = [&](const clp::Rule& rule) {
    for (const auto& g : rule.guards)
      if (g.kind == clp::Guard::Kind::TypeIs && !exists(g.className)) {
        waiting[g.className].push_back(&rule);
        return;
      }
    for (const auto& g : rule.guards)
      if (typed && g.kind == clp::Guard::Kind::InstanceOf && !foreignTests.count(&rule))
        for (const std::string& sub : all)
          if (classfile::isSubclassOf(*typed, sub, g.className)) makePossible(sub);
    for (const auto& s : rule.body) {
      if (s.kind == clp::Stmt::Kind::NewObject) makePossible(s.className);
      if (s.kind != clp::Stmt::Kind::Call || seen[s.callee]) continue;
      const uint32_t method = program.predicates[s.callee].method;
      // A lambda's methods are also called without a type guard (its own bridges).
      if (isLambdaMethod(method) && !possible.count(program.methods[method].className)) {
        waiting[program.methods[method].className].push_back(&rule);
        continue;
      }
      seen[s.callee] = 1;
      work.push_back(s.callee);
    }
  };
  while (!work.empty()) {
    clp::PredId p = work.back();
    work.pop_back();
    reached[program.predicates[p].method] = 1;
    // An Object input may be what the analysed code tests for (the candidates of
    // MethodRun::objectCandidates). A record's generated equals tests its own class, and the
    // models' tests (AbstractMap.toString's for a Map.Entry, HashMap's for an Enum key) what the
    // JDK accepts: no input class follows from those.
    if (const std::string& owner = program.methods[program.predicates[p].method].className;
        typed && (typed->isSyntheticClass(owner) || !typed->isUserClass(owner)))
      for (const auto& rule : program.predicates[p].rules) foreignTests.insert(&rule);
    for (const auto& rule : program.predicates[p].rules) visit(rule);
  }
  if (possibleOut) *possibleOut = std::move(possible);
  std::set<uint32_t> methods;
  for (uint32_t m = 0; m < reached.size(); ++m)
    if (reached[m]) methods.insert(methods.end(), m);
  return methods;
}

}  // namespace

std::set<uint32_t> reachableMethods(const clp::Program& program, clp::PredId entry,
                                    classfile::ClassPath* typed, std::set<std::string>* possible,
                                    const std::vector<std::string>* inputs,
                                    const std::vector<clp::PredId>* initializers) {
  return reachableFrom(program, {entry}, typed, possible, inputs, initializers);
}

std::set<uint32_t> reachableMethods(const clp::Program& program,
                                    const std::vector<clp::PredId>& entries) {
  if (entries.empty()) return {};
  return reachableFrom(program, entries, nullptr, nullptr, nullptr, nullptr);
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

  // `typed`: only the code a run can reach given the objects that can exist (rapid type
  // analysis with the initializers found so far); otherwise every call's candidates.
  void visitReachable(clp::PredId entry, bool typed = false) {
    const clp::Program& program = t_.program();
    std::set<uint32_t> methods;
    if (typed) {
      // What the initializers create, in any code they run, exists before the method.
      std::vector<clp::PredId> creators;
      for (clp::PredId p : program.predicatesOf(reachableMethods(program, result.initializers)))
        creators.push_back(p);
      methods = reachableMethods(program, entry, &cp_, nullptr, nullptr, &creators);
    } else {
      methods = reachableMethods(program, entry);
    }
    std::vector<std::string> referenced;
    for (uint32_t m : methods) {
      const clp::MethodInfo& info = program.methods[m];
      referenced.push_back(info.className);
      for (const auto& p : classfile::parseMethodDescriptor(info.descriptor).params)
        referenced.push_back(classOfDescriptor(p.descriptor()));
    }
    for (clp::PredId id : program.predicatesOf(methods)) {
      for (const clp::Rule& rule : program.predicates[id].rules) {
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
                                      const std::string& ownClass,
                                      const std::vector<clp::PredId>& builders) {
  Initialization init(translator, classPath);
  for (const std::string& d : inputDescriptors) init.visit(classOfDescriptor(d));
  for (clp::PredId b : builders) init.visitReachable(b);
  // The method's own reach is typed: untyped, every equals(Object) of the class path would
  // count as reached from any call of equals on an Object, and their classes' initializers
  // (and what those create) would run before every such method. The objects the initializers
  // create can be dispatched on too, so until no more initializers are found.
  for (size_t found = SIZE_MAX; found != init.result.initializers.size();) {
    found = init.result.initializers.size();
    init.visitReachable(entry, true);
  }
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
