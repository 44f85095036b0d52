#include "testcase/method_run.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "classfile/class_names.hpp"
#include "classfile/generic_signature.hpp"
#include "classfile/hierarchy.hpp"
#include "symexec/engine.hpp"
#include "testcase/class_initializers.hpp"
#include "testcase/path_to_test.hpp"

namespace symtest::testcase {

namespace {

// Does an object of class `cls` run `method` (rather than an override) when it is called?
bool runs(classfile::ClassPath& cp, const std::string& cls, const classfile::MethodId& method) {
  return classfile::selectMethod(cp, cls, method.name, method.descriptor) == method.className;
}

classfile::MethodId idOf(const clp::MethodInfo& m) {
  return {m.className, m.name, m.descriptor};
}

}  // namespace

uint32_t blockBound(classfile::ClassPath& classPath, const std::string& cls,
                    const GeneratorOptions& options) {
  if (!classPath.isModelClass(cls)) return options.k;
  const bool collection = cls.rfind("java/util/", 0) == 0;
  return std::max(options.k, collection ? options.collectionK : options.modelK);
}

GenerationSession::GenerationSession(classfile::ClassPath& classPath,
                                     const GeneratorOptions& options)
    : classPath_(classPath),
      options_(options),
      translator_(classPath),
      oracle_(classPath, options.staticInputs, options.typeArguments),
      catalog_(classPath),
      suite_(catalog_) {
  translator_.setInputSources(options.inputSources);
  translator_.setCaptureOutput(options.captureOutput);
  translator_.setSpecs(options.specs);
}

std::unique_ptr<symexec::UnfoldingRule> GenerationSession::unfoldingRule() {
  const clp::Program& program = translator_.program();
  // Models of the JDK get a bound of their own (see GeneratorOptions::modelK). Predicates are
  // only ever added: the bounds of those seen before are kept.
  for (size_t p = bounds_.size(); p < program.predicates.size(); ++p) {
    const std::string& cls = program.methods[program.predicates[p].method].className;
    bool model = classPath_.isModelClass(cls);
    bool collection = cls.rfind("java/util/", 0) == 0;
    bounds_.push_back(blockBound(classPath_, cls, options_));
    // Models' loops over constants never count; the analysed code's with --fixed-loops run.
    deterministicFree_.push_back(model || !options_.boundFixedLoops);
    // Symbolic array indices take 2k values (at least 4), and in the collections as many as
    // --collection-k allows: a larger bound explores larger arrays too.
    splits_.push_back(std::max(
        {options_.limits.maxSymbolicIndex, 2 * options_.k, collection ? options_.collectionK : 0}));
  }
  return symexec::makeBlockK(bounds_, deterministicFree_, splits_);
}

void recordCoverage(GenerationSession& session, const clp::Program& program,
                    const std::vector<symexec::InvocationRecord>& invocations,
                    std::map<classfile::MethodId, std::vector<uint32_t>>& coveredOffsets,
                    std::map<classfile::MethodId, std::vector<uint32_t>>& probes) {
  coverage::CoverageMap mine(session.catalog());
  for (const auto& inv : invocations) {
    classfile::MethodId id = idOf(program.methods[inv.method]);
    // Models are not measured, nor lambda classes (hidden classes on the JVM).
    if (!session.classPath().isUserClass(id.className) ||
        session.classPath().isSyntheticClass(id.className))
      continue;
    std::vector<coverage::ExecutedStep> steps;
    steps.reserve(inv.steps.size());
    for (const auto& s : inv.steps) steps.push_back({s.offset, s.raised});
    mine.addInvocation(id, steps);
  }
  for (const auto& [id, cov] : mine.methods()) {
    coveredOffsets[id] = session.catalog().coveredOffsets(id, cov);
    std::vector<uint32_t>& fired = probes[id];
    for (size_t i = 0; i < cov.probes().size(); ++i)
      if (cov.probes()[i]) fired.push_back(static_cast<uint32_t>(i));
  }
}

// The class whose `assert` the path evaluated (javac reads the class's $assertionsDisabled
// first), or empty: the first of the invocations' methods, in the path's order.
std::string assertingClass(classfile::ClassPath& classPath, const clp::Program& program,
                           const std::vector<symexec::InvocationRecord>& invocations) {
  constexpr uint8_t kGetstatic = 0xb2;
  for (const auto& inv : invocations) {
    const clp::MethodInfo& info = program.methods[inv.method];
    if (!classPath.isUserClass(info.className)) continue;
    const classfile::ClassFile* cf = classPath.find(info.className);
    const classfile::Method* m = cf ? cf->findMethod(info.name, info.descriptor) : nullptr;
    if (!m || !m->code) continue;
    const std::vector<uint8_t>& code = m->code->bytecode;
    for (const auto& step : inv.steps)
      if (step.offset + 2 < code.size() && code[step.offset] == kGetstatic &&
          cf->pool.memberRef(
                      static_cast<uint16_t>(code[step.offset + 1] << 8 | code[step.offset + 2]))
                  .name == "$assertionsDisabled")
        return info.className;
  }
  return "";
}

// Builds a test case from every finished derivation, with its coverage.
class MethodRun::Collector final : public symexec::PathObserver {
 public:
  Collector(MethodRun& run, std::vector<uint32_t>& inputVars) : run_(run), inputVars_(inputVars) {}

  symexec::PathVerdict onPath(const symexec::PathView& path) override {
    GenerationSession& session = run_.session_;
    results::MethodResult& mr = run_.result_;
    for (Technique* t : session.options().techniques)
      if (!t->acceptsPath(path)) return symexec::PathVerdict::Continue;
    std::optional<results::TestCase> tc =
        buildTestCase(run_.program(), run_.pool(), session.classPath(), path, mr, inputVars_);
    if (!tc) {
      modelFailure = true;
      return symexec::PathVerdict::Continue;
    }
    tc->number = static_cast<uint32_t>(mr.tests.size() + 1);
    tc->work = symexec::explorationWork(path.context.stats(), path.context.solver().stats());
    // Printed text is part of a test case only when the run records it.
    if (session.options().captureOutput) {
      if (!tc->printedOut) tc->printedOut.emplace();
      if (!tc->printedErr) tc->printedErr.emplace();
    } else {
      tc->printedOut.reset();
      tc->printedErr.reset();
    }
    // Coverage of this test alone, as the probes it fires: what the method's and the suite's
    // coverage are measured from (MethodRun::measure).
    recordCoverage(session, run_.program(), path.invocations, tc->coveredOffsets, tc->probes);
    // Without assertions the JVM skips the checks, and the path would go on past them.
    if (tc->throws)
      tc->needsAssertionsIn = assertingClass(session.classPath(), run_.program(), path.invocations);
    for (Technique* t : session.options().techniques)
      if (!t->keepTestCase(path, *tc)) return symexec::PathVerdict::Continue;
    mr.tests.push_back(std::move(*tc));
    return symexec::PathVerdict::Continue;
  }

  bool modelFailure = false;  // the solver gave no model for some path

 private:
  MethodRun& run_;
  std::vector<uint32_t>& inputVars_;
};

// The UTF-16 units of the string literals of the analysed code the method may run, shortest
// first (at most kMaxLiterals): what the solver tries for input strings before Z3.
std::vector<std::vector<uint64_t>> MethodRun::stringLiterals() const {
  constexpr size_t kMaxLiterals = 64;
  const clp::Program& program = this->program();
  std::set<uint32_t> methods = reachableMethods(program, entry_);
  std::set<std::vector<uint64_t>> found;
  for (clp::PredId id : program.predicatesOf(methods)) {
    const clp::Predicate& p = program.predicates[id];
    if (!session_.classPath().isUserClass(program.methods[p.method].className)) continue;
    for (const clp::Rule& r : p.rules)
      for (const clp::Stmt& s : r.body) {
        if (s.kind != clp::Stmt::Kind::External ||
            s.external != clp::Stmt::ExternalKind::StringLiteral || s.args.empty())
          continue;
        std::vector<uint64_t> units;
        for (const clp::Operand& o : s.args) units.push_back(static_cast<uint64_t>(o.value));
        found.insert(std::move(units));
      }
  }
  std::vector<std::vector<uint64_t>> out(found.begin(), found.end());
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a.size() < b.size(); });
  if (out.size() > kMaxLiterals) out.resize(kMaxLiterals);
  return out;
}

// The descriptors of the inputs as the run makes them, the receiver's class first: a type
// variable's binding, not every implementation of its bound on the class path.
std::vector<std::string> MethodRun::inputDescriptorsAsRun() const {
  std::vector<std::string> inputs{"L" + target_.className + ";"};
  for (const results::Parameter& p : result_.params) {
    inputs.push_back(p.inputClass.empty()     ? p.type.descriptor()
                     : p.inputClass[0] == '[' ? p.inputClass
                                              : "L" + p.inputClass + ";");
    // The type arguments of a generic parameter (List<Player>): what its elements can be.
    if (!p.signature.empty()) inputs.push_back(p.signature);
  }
  return inputs;
}

// What inputs declared as Object may be: the classes the method's code (and what it calls)
// tests objects against (instanceof, casts, class literals), the method's own class when it is
// equals(Object), and a plain java.lang.Object standing for every other class. Only the code a
// run can reach counts (rapid type analysis): the instanceof in some class's equals(Object)
// says what that equals accepts, not what an Object argument may be, and is reached only once
// an object of that class can exist. (Every override of equals on the class path would
// otherwise make its class a candidate for any Object that meets an equals call, and each of
// them a path of its own: a HashMap's equals for ArrayUtils.indexOf(Object[], Object).)
std::vector<std::string> MethodRun::objectCandidates() const {
  std::vector<std::string> out;
  auto add = [&](const std::string& c) {
    if (!c.empty() && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  if (target_.name == "equals" && target_.descriptor == "(Ljava/lang/Object;)Z")
    add(target_.className);
  const clp::Program& program = this->program();
  const std::vector<std::string> inputs = inputDescriptorsAsRun();
  std::set<uint32_t> methods =
      reachableMethods(program, entry_, &session_.classPath(), nullptr, &inputs, &initializers_);
  for (clp::PredId id : program.predicatesOf(methods)) {
    // The analysed code's tests: the models' (AbstractMap.equals testing for a Map) say what
    // the JDK accepts, not what the code under test expects.
    if (!session_.classPath().isUserClass(program.methods[program.predicates[id].method].className))
      continue;
    for (const clp::Rule& r : program.predicates[id].rules) {
      for (const clp::Guard& g : r.guards)
        if (g.kind == clp::Guard::Kind::InstanceOf) add(g.className);
      for (const clp::Stmt& s : r.body)
        if (s.kind == clp::Stmt::Kind::External && s.external == clp::Stmt::ExternalKind::ClassOf &&
            s.args.empty())
          add(s.className);
    }
  }
  add("java/lang/Object");
  return out;
}

// Parameters of a type variable (E, T) take its default (Integer unless bounds or --type-arg say
// otherwise), and so do the type arguments of generic parameters (List<E>).
void MethodRun::bindTypeVariables() {
  classfile::ClassPath& cp = session_.classPath();
  const auto* cls = cp.find(code_.className);
  const auto* m = cls ? cls->findMethod(code_.name, code_.descriptor) : nullptr;
  if (!m) return;
  std::map<std::string, std::string> bindings =
      session_.oracle().bindingsFor(target_.className, "", target_.className);
  for (const auto& p : classfile::typeParameters(m->signature))
    bindings[p.name] = session_.oracle().defaultTypeArgument(p);
  for (results::Parameter& p : result_.params) {
    if (p.signature.empty() || !p.type.isReference()) continue;
    p.signature = classfile::substituteTypeVariables(p.signature, bindings);
    std::string e = classfile::erasure(p.signature);
    std::string declared =
        p.type.kind == classfile::JavaType::Kind::Array ? p.type.descriptor() : p.type.className;
    // Arrays too: a T[] is an Integer[] when T is Integer, so that every use of T in a test
    // names one type (javac infers nothing else for find(T[] a, T key)).
    if (!e.empty() && e != declared && classfile::isSubclassOf(cp, e, declared)) p.inputClass = e;
  }
}

MethodRun::MethodRun(GenerationSession& session, const classfile::MethodId& target)
    : session_(session), target_(target), code_(target) {}

MethodRun::~MethodRun() = default;

void MethodRun::translate() {
  translateOnly_ = true;
  prepare();
}

bool MethodRun::prepare() {
  classfile::ClassPath& classPath = session_.classPath();
  translate::Translator& translator = session_.translator();
  // A method the named class inherits (from a superclass among the analysed ones) runs on an
  // object of the named class.
  if (const auto* cf = classPath.find(target_.className);
      cf && !cf->findMethod(target_.name, target_.descriptor)) {
    std::string owner =
        classfile::selectMethod(classPath, target_.className, target_.name, target_.descriptor);
    if (!owner.empty()) code_.className = owner;
  }
  result_ = describeMethod(classPath, code_);
  result_.method = target_;
  bindTypeVariables();
  entry_ = translator.require(code_.className, code_.name, code_.descriptor);
  auto skip = [&](std::string why) {
    result_.status = results::MethodResult::Status::Skipped;
    result_.note = std::move(why);
    return false;
  };
  if (entry_ == clp::kNoPred) {
    const auto* why = translator.whySkipped(code_.key());
    return skip(why ? (why->offset >= 0 ? fmt::format("offset {}: {}", why->offset, why->reason)
                                        : why->reason)
                    : "not translated");
  }
  // Input records are built by their canonical constructors, as tests build them: those the
  // inputs can hold, directly or as Object inputs the code tests for.
  const std::set<std::string> inputs = inputClasses(translator.program(), entry_, classPath);
  // (initializers_ is still empty: these candidates count what the code creates and its inputs.)
  std::vector<std::string> tested = objectCandidates();
  std::erase(tested, std::string("java/lang/Object"));
  for (const std::string& c : classPath.scopeClasses()) {
    const auto* h = classPath.header(c);
    if (!h || h->superName != "java/lang/Record") continue;
    if (inputs.count(c) || std::any_of(tested.begin(), tested.end(), [&](const std::string& t) {
          return classfile::isSubclassOf(classPath, c, t);
        }))
      if (clp::PredId built = translator.requireConstruction(c); built != clp::kNoPred)
        constructions_.push_back(built);
  }
  std::vector<std::string> inputDescriptors;
  for (const auto& p : result_.params) inputDescriptors.push_back(p.type.descriptor());
  // Translated in every process of -j alike (the predicates' names), before the exploration.
  if (ReceiverBuilder* builder = session_.options().receivers;
      builder && !result_.isStatic && target_.name != "<init>") {
    std::string why;
    receiverBuilder_ = builder->builder(translator, classPath, target_.className, why);
    result_.receivers = receiverBuilder_ != clp::kNoPred ? "api" : "fields: " + why;
  }
  std::vector<clp::PredId> builders;
  if (receiverBuilder_ != clp::kNoPred) {
    builders.push_back(receiverBuilder_);
    constructions_.push_back(receiverBuilder_);
  }
  ClassInitialization init = classInitializers(translator, classPath, entry_, inputDescriptors,
                                               target_.className, builders);
  if (!init.problems.empty()) return skip(init.problems.front());
  initializers_ = std::move(init.initializers);
  if (translateOnly_) return false;
  for (const std::string& c : session_.oracle().concreteSubtypes(target_.className))
    if (receiverBuilder_ != clp::kNoPred ? c == target_.className : runs(classPath, c, code_)) {
      receivers_.push_back(c);
      // The test calls it on a receiver of that class, whose own overloads count too.
      if (!result_.overloadedArity && c != code_.className)
        result_.overloadedArity = overloadedArity(classPath, {c, code_.name, code_.descriptor});
    }
  if (!result_.isStatic && target_.name != "<init>" && receivers_.empty())
    return skip("no analysed concrete class runs this method (it is always overridden)");
  if (receiverBuilder_ == clp::kNoPred && !result_.isStatic && target_.name != "<init>") {
    std::string owner;
    for (const std::string& c : receivers_) {
      owner = session_.oracle().jdkStateOwner(c);
      if (owner.empty()) break;
    }
    if (!owner.empty())
      return skip(fmt::format(
          "no test can build its receiver: it has no public constructor, and a test cannot set "
          "the fields it inherits from {}",
          classfile::dottedName(owner)));
  }
  session_.oracle().setObjectCandidates(objectCandidates());
  pool_ = std::make_unique<solver::ExprPool>();
  solver::SolverOptions solverOptions = session_.options().solver;
  solverOptions.arrayGuesses = stringLiterals();
  solver_ = solver::makeSolver(*pool_, solverOptions);
  return true;
}

void MethodRun::explore() {
  const GeneratorOptions& options = session_.options();
  const clp::Program& program = this->program();
  auto unfolding = session_.unfoldingRule();

  // The default behaviour around the techniques' hooks.
  std::vector<uint32_t> inputVars;
  Collector collector(*this, inputVars);
  symexec::UnhandledCallPolicy unhandled(options.unhandled);
  symexec::LazyInitialization lazy(options.lazyInit);
  symexec::EngineHooks hooks = hooks_;
  hooks.callHandlers.push_back(&unhandled);
  if (!hooks.resolver) hooks.resolver = &lazy;
  hooks.pathObservers.insert(hooks.pathObservers.begin(), &collector);

  symexec::Engine engine(program, *pool_, *solver_, *unfolding, session_.oracle(), options.limits,
                         std::move(hooks));
  auto prepareInputs = [&](heap::Heap& heap) {
    return makeInputs(*pool_, heap, result_, receivers_, inputVars);
  };
  std::vector<symexec::Engine::InputBuilder> builders;
  if (receiverBuilder_ != clp::kNoPred) builders.push_back({receiverBuilder_, 0});
  result_.exploration = engine.run(entry_, prepareInputs, initializers_, builders);
  std::vector<std::string> reasons = incompleteness(collector.modelFailure);
  if (!reasons.empty()) {
    result_.status = results::MethodResult::Status::Partial;
    result_.note = reasons.front();
    for (size_t i = 1; i < reasons.size(); ++i) result_.note += "; " + reasons[i];
  }
}

// Why the exploration does not stand for every path of the method (empty: it does). Never
// "complete" with no path and no reason: a method whose every path ended at a bound or at code
// outside the program says so.
std::vector<std::string> MethodRun::incompleteness(bool modelFailure) const {
  const results::ExplorationStats& e = result_.exploration;
  std::vector<std::string> reasons;
  if (!e.complete) reasons.push_back(e.stopReason);
  if (e.abandonedSearches > 0 && e.complete)
    reasons.push_back(fmt::format("{} search{} given up without new coverage (--stall)",
                                  e.abandonedSearches, e.abandonedSearches == 1 ? "" : "es"));
  if (e.solverUnknown > 0)
    reasons.push_back(fmt::format("solver gave up on {} branch{} (query budget {} units)",
                                  e.solverUnknown, e.solverUnknown == 1 ? "" : "es",
                                  solver::unitsText(session_.options().solver.queryBudget)));
  if (modelFailure) reasons.push_back("solver gave up on a model");
  if (e.cutAtJvm > 0)
    reasons.push_back(
        fmt::format("{} path{} cut: the JVM beside the run failed or ran past its "
                    "time limit (--jvm-call-time)",
                    e.cutAtJvm, e.cutAtJvm == 1 ? "" : "s"));
  if (e.stoppedAtUnhandled > 0) {
    // "java/lang/Math.log10(D)D" -> "java.lang.Math.log10", once each.
    std::vector<std::string> names;
    for (const auto& [key, n] : e.unhandledCalls) {
      std::string name = key.substr(0, key.find('('));
      name = classfile::dottedName(name);
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
    std::string list;
    for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
    reasons.push_back("paths end at unhandled calls: " + list);
  }
  if (e.stoppedAtUnsupported > 0) {
    std::string list;
    for (const auto& [key, n] : e.unsupportedCode) {
      std::string where = key.substr(0, key.find('('));
      where = classfile::dottedName(where);
      std::string why;
      if (where.ends_with(".<new>")) {
        where.resize(where.size() - 6);
        why = fmt::format("new {}: a JDK class without a model", where);
      } else if (const auto* skip = session_.translator().whySkipped(key)) {
        why = fmt::format("{} ({}{})", where,
                          skip->offset >= 0 ? fmt::format("offset {}: ", skip->offset) : "",
                          skip->reason);
      } else {
        why = where;
      }
      list += (list.empty() ? "" : ", ") + why;
    }
    reasons.push_back("paths end at code symtest cannot translate: " + list);
  }
  if (e.complete && e.paths == 0 && e.prunedByExtensions == 0 && reasons.empty())
    reasons.push_back(e.cutByBound > 0
                          ? fmt::format("no path finished: every path was cut by the bound "
                                        "(k={}; -k, --model-k and --collection-k raise it)",
                                        session_.options().k)
                          : "no path finished");
  return reasons;
}

void MethodRun::measure() {
  classfile::ClassPath& classPath = session_.classPath();
  const clp::Program& program = this->program();
  measured_.clear();
  const std::vector<std::string> inputs = inputDescriptorsAsRun();
  for (uint32_t m :
       reachableMethods(program, entry_, &classPath, nullptr, &inputs, &initializers_)) {
    classfile::MethodId id = idOf(program.methods[m]);
    if (classPath.isUserClass(id.className) && !classPath.isSyntheticClass(id.className) &&
        session_.catalog().prototype(id))
      measured_.push_back(id);
  }
  coverage::CoverageMap covered(session_.catalog());
  // The suite's coverage is that of the JUnit tests: none are written for a method no test can
  // call.
  const bool written = result_.notCallable.empty();
  for (const results::TestCase& t : result_.tests)
    for (const auto& [id, probes] : t.probes) {
      covered.addProbes(id, probes);
      if (written && results::runsAsWritten(t)) session_.suite().addProbes(id, probes);
    }
  result_.perMethod.clear();
  result_.instructions = result_.branches = {};
  for (const classfile::MethodId& id : measured_) {
    coverage::CoverageCounts c = covered.counts(id);
    result_.perMethod.push_back(
        {id, {c.coveredInstructions, c.totalInstructions}, {c.coveredBranches, c.totalBranches}});
    result_.instructions.covered += c.coveredInstructions;
    result_.instructions.total += c.totalInstructions;
    result_.branches.covered += c.coveredBranches;
    result_.branches.total += c.totalBranches;
  }
}

}  // namespace symtest::testcase
