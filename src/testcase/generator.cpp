#include "testcase/generator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "classfile/bytecode.hpp"
#include "classfile/class_init.hpp"
#include "classfile/generic_signature.hpp"
#include "classfile/hierarchy.hpp"
#include "testcase/class_initializers.hpp"
#include "testcase/jacoco_model.hpp"
#include "testcase/library_classes.hpp"
#include "testcase/path_to_test.hpp"
#include "translate/translator.hpp"

namespace symtest::testcase {

namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// JaCoCo coverage models of methods, built once from their bytecode.
class CoverageCatalog {
 public:
  explicit CoverageCatalog(classfile::ClassPath& cp) : cp_(cp) {}
  const MethodCoverage* prototype(const MethodId& id) {
    auto it = cache_.find(id);
    if (it != cache_.end()) return it->second.get();
    std::unique_ptr<MethodCoverage> model;
    const auto* cls = cp_.find(id.className);
    const auto* m = cls ? cls->findMethod(id.name, id.descriptor) : nullptr;
    if (m && m->code) {
      model = std::make_unique<MethodCoverage>(
          *m->code, classfile::decodeBytecode(*m->code, cls->origin), &cls->pool);
    }
    return cache_.emplace(id, std::move(model)).first->second.get();
  }

 private:
  classfile::ClassPath& cp_;
  std::map<MethodId, std::unique_ptr<MethodCoverage>> cache_;
};

// Class-hierarchy answers for the engine, from the class path.
class ClassPathOracle final : public symexec::TypeOracle {
 public:
  explicit ClassPathOracle(classfile::ClassPath& cp) : cp_(cp) {}
  bool isModelClass(const std::string& type) override { return cp_.isModelClass(type); }
  bool staticsAreState(const std::string& type) override {
    return classfile::isSelfInitialized(cp_, type);
  }
  bool isEnum(const std::string& type) override { return classfile::isEnumClass(cp_, type); }
  std::string fieldSignature(const std::string& owner, const std::string& field) override {
    const auto* cf = cp_.find(owner);
    const auto* f = cf ? cf->findField(field) : nullptr;
    return f ? f->signature : "";
  }
  std::vector<std::string> typeParameters(const std::string& type) override {
    const auto* cf = cp_.find(type);
    return cf ? classfile::classTypeParameters(cf->signature) : std::vector<std::string>{};
  }
  std::vector<std::string> enumConstants(const std::string& type) override {
    // A constant with a body has a class of its own; its enum declares the field.
    const auto* cf = cp_.find(type);
    std::string owner = cf && cf->superName != "java/lang/Enum" ? cf->superName : type;
    std::vector<std::string> keys;
    for (const std::string& f : classfile::enumConstantNames(cp_, owner))
      keys.push_back(owner + "." + f);
    return keys;
  }
  bool isSubtype(const std::string& sub, const std::string& super) override {
    return classfile::isSubclassOf(cp_, sub, super);
  }
  std::vector<std::string> concreteSubtypes(const std::string& type) override {
    auto it = cache_.find(type);
    if (it != cache_.end()) return it->second;
    std::vector<std::string> out;
    for (const std::string& c : cp_.listClasses()) {
      const auto* cf = cp_.find(c);
      if (cf && !cf->isInterface() && !cf->isAbstract() && classfile::isSubclassOf(cp_, c, type))
        out.push_back(c);
    }
    // Modelled JDK classes that tests can build (Integer, String, ArrayList, ...) are inputs
    // of their own type and of the JDK types they implement (List, Comparable), not Object.
    if (cp_.isModelClass(type) && libraryKind(type) != LibraryKind::None) out.push_back(type);
    if (!cp_.isModelClass(type) && type != "java/lang/Object")
      for (const std::string& m : cp_.listModelClasses())
        if (libraryKind(m) != LibraryKind::None && classfile::isSubclassOf(cp_, m, type))
          out.push_back(m);
    // The declared class first: the most natural input.
    std::stable_partition(out.begin(), out.end(), [&](const std::string& c) { return c == type; });
    return cache_[type] = out;
  }

 private:
  classfile::ClassPath& cp_;
  std::map<std::string, std::vector<std::string>> cache_;
};

// Does an object of class `cls` run `method` (rather than an override) when it is called?
bool runs(classfile::ClassPath& cp, const std::string& cls, const MethodId& method) {
  for (const std::string& c : classfile::superclassChain(cp, cls)) {
    const auto* cf = cp.find(c);
    if (!cf) return false;
    if (const auto* m = cf->findMethod(method.name, method.descriptor); m && !m->isAbstract())
      return c == method.className;
  }
  return false;
}

MethodId idOf(const clp::MethodInfo& m) {
  return {m.className, m.name, m.descriptor};
}

}  // namespace

GenerationResult generate(classfile::ClassPath& classPath, const std::vector<MethodId>& targets,
                          const GeneratorOptions& options) {
  auto start = Clock::now();
  GenerationResult result;
  result.k = options.k;
  translate::Translator translator(classPath);
  translator.setInputSources(options.inputSources);
  CoverageCatalog catalog(classPath);
  std::map<MethodId, MethodCoverage> suite;  // union over every generated test
  ClassPathOracle oracle(classPath);
  std::set<std::string> analysedClasses;

  for (const MethodId& target : targets) {
    auto methodStart = Clock::now();
    MethodResult mr = describeMethod(classPath, target);
    analysedClasses.insert(target.className);
    if (options.progress)
      options.progress(
          fmt::format("{}.{}{}", target.javaClassName(), target.name, target.descriptor));
    clp::PredId entry = translator.require(target.className, target.name, target.descriptor);
    if (entry == clp::kNoPred) {
      mr.status = MethodResult::Status::Skipped;
      const auto* why = translator.whySkipped(target.key());
      mr.note = why ? (why->offset >= 0 ? fmt::format("offset {}: {}", why->offset, why->reason)
                                        : why->reason)
                    : "not translated";
      result.methods.push_back(std::move(mr));
      continue;
    }
    std::vector<std::string> inputDescriptors;
    for (const auto& p : mr.params) inputDescriptors.push_back(p.type.descriptor());
    ClassInitialization init = classInitializers(translator, classPath, entry, inputDescriptors);
    if (!init.problems.empty()) {
      mr.status = MethodResult::Status::Skipped;
      mr.note = init.problems.front();
      result.methods.push_back(std::move(mr));
      continue;
    }
    const clp::Program& program = translator.program();
    solver::ExprPool pool;
    auto solver = solver::makeSolver(pool, options.solver);
    std::vector<uint32_t> inputVars;
    // Models of the JDK get a bound of their own (see GeneratorOptions::modelK).
    std::vector<uint32_t> bounds(program.predicates.size(), options.k);
    std::vector<bool> inModel(program.predicates.size(), false);
    for (size_t p = 0; p < program.predicates.size(); ++p) {
      const std::string& cls = program.methods[program.predicates[p].method].className;
      if (classPath.isModelClass(cls)) {
        bool collection = cls.rfind("java/util/", 0) == 0;
        bounds[p] = std::max(options.k, collection ? options.collectionK : options.modelK);
        inModel[p] = true;
      }
    }
    auto unfolding = symexec::makeBlockK(std::move(bounds), std::move(inModel));
    symexec::Engine engine(program, pool, *solver, *unfolding, oracle, options.limits);
    std::map<MethodId, MethodCoverage> methodCoverage;
    bool modelFailure = false;
    std::vector<std::string> receivers;
    for (const std::string& c : oracle.concreteSubtypes(target.className))
      if (runs(classPath, c, target)) receivers.push_back(c);
    if (!mr.isStatic && target.name != "<init>" && receivers.empty()) {
      mr.status = MethodResult::Status::Skipped;
      mr.note = "no analysed concrete class runs this method (it is always overridden)";
      result.methods.push_back(std::move(mr));
      continue;
    }
    auto prepare = [&](heap::Heap& heap) {
      return makeInputs(pool, heap, mr, receivers, inputVars);
    };
    mr.exploration = engine.run(
        entry, prepare,
        [&](const symexec::PathView& path) {
          std::optional<TestCase> tc = buildTestCase(program, pool, classPath, path, mr, inputVars);
          if (!tc) {
            modelFailure = true;
            return true;
          }
          tc->number = static_cast<uint32_t>(mr.tests.size() + 1);
          // Coverage of this test alone, then folded into the method's and the suite's.
          std::map<MethodId, MethodCoverage> mine;
          for (const auto& inv : path.invocations) {
            MethodId id = idOf(program.methods[inv.method]);
            if (!classPath.isUserClass(id.className)) continue;  // models are not measured
            const MethodCoverage* proto = catalog.prototype(id);
            if (!proto) continue;
            auto it = mine.try_emplace(id, *proto).first;
            std::vector<ExecutedStep> steps;
            steps.reserve(inv.steps.size());
            for (const auto& s : inv.steps) steps.push_back({s.offset, s.raised});
            it->second.addInvocation(steps);
          }
          for (auto& [id, cov] : mine) {
            auto& offsets = tc->coveredOffsets[id];
            const auto* cls = classPath.find(id.className);
            const auto* m = cls->findMethod(id.name, id.descriptor);
            for (const auto& insn : classfile::decodeBytecode(*m->code, cls->origin))
              if (cov.isCovered(insn.offset)) offsets.push_back(insn.offset);
            methodCoverage.try_emplace(id, *catalog.prototype(id)).first->second.merge(cov);
            suite.try_emplace(id, *catalog.prototype(id)).first->second.merge(cov);
          }
          mr.tests.push_back(std::move(*tc));
          return true;
        },
        init.initializers);
    for (const auto& [key, n] : mr.exploration.unhandledCalls) result.unhandledCalls[key] += n;
    const auto& st = solver->stats();
    result.solver.queries += st.queries;
    result.solver.decidedWithoutSolver +=
        st.decidedByFolding + st.decidedByModel + st.decidedByCache;
    result.solver.solverCalls += st.solverCalls;
    result.solver.timeouts += st.timeouts;
    result.solver.solverSeconds += std::chrono::duration<double>(st.solverTime).count();
    if (!mr.exploration.complete || mr.exploration.solverUnknown || modelFailure) {
      mr.status = MethodResult::Status::Partial;
      mr.note =
          !mr.exploration.complete ? mr.exploration.stopReason : "solver gave up on some branches";
    }
    for (uint32_t m : reachableMethods(program, entry)) {
      MethodId id = idOf(program.methods[m]);
      if (!classPath.isUserClass(id.className)) continue;
      const MethodCoverage* proto = catalog.prototype(id);
      if (!proto) continue;
      auto it = methodCoverage.find(id);
      CoverageCounts c = it != methodCoverage.end() ? it->second.counts() : proto->counts();
      mr.perMethod.push_back(
          {id, {c.coveredInstructions, c.totalInstructions}, {c.coveredBranches, c.totalBranches}});
      mr.instructions.covered += c.coveredInstructions;
      mr.instructions.total += c.totalInstructions;
      mr.branches.covered += c.coveredBranches;
      mr.branches.total += c.totalBranches;
    }
    mr.seconds = secondsSince(methodStart);
    result.methods.push_back(std::move(mr));
  }

  for (const std::string& className : analysedClasses) {
    const auto* cls = classPath.find(className);
    for (const auto& m : cls->methods) {
      if (!m.code) continue;
      // Methods JaCoCo leaves out of its report (e.g. private empty constructors).
      if (jacoco::isFilteredMethod(*cls, m, classfile::decodeBytecode(*m.code, cls->origin)))
        continue;
      MethodId id{className, m.name, m.descriptor};
      auto it = suite.find(id);
      const MethodCoverage* proto = catalog.prototype(id);
      CoverageCounts c = it != suite.end() ? it->second.counts() : proto->counts();
      result.classCoverage.push_back(
          {id, {c.coveredInstructions, c.totalInstructions}, {c.coveredBranches, c.totalBranches}});
    }
  }
  result.seconds = secondsSince(start);
  return result;
}

}  // namespace symtest::testcase
