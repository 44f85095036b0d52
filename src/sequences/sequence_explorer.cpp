#include "sequences/sequence_explorer.hpp"

#include <algorithm>

#include <fmt/format.h>

#include <set>
#include <stdexcept>

#include "classfile/bytecode.hpp"
#include "classfile/generic_signature.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/nesting.hpp"
#include "coverage/jacoco_model.hpp"
#include "emit/library_values.hpp"
#include "sequences/api_receivers.hpp"
#include "sequences/checkpoints.hpp"
#include "sequences/observers.hpp"
#include "solver/cancellation.hpp"
#include "symexec/engine.hpp"
#include "symexec/lazy_initialization.hpp"
#include "symexec/unhandled_calls.hpp"
#include "testcase/class_initializers.hpp"
#include "testcase/method_run.hpp"
#include "testcase/path_to_test.hpp"

namespace symtest::sequences {

bool SequenceRun::partial() const {
  for (const auto& c : classes)
    if (c.partial) return true;
  return false;
}

namespace {

using classfile::JavaType;
using results::MethodId;

bool isPrimitive(const JavaType& t) {
  return !t.isReference() && t.kind != JavaType::Kind::Void;
}

bool isEnum(classfile::ClassPath& cp, const std::string& name) {
  const auto* cf = cp.find(name);
  return cf && cf->superName == "java/lang/Enum";
}

// What a sequence passes for a parameter of type `t` (see Operation::arguments): its own
// symbolic value for primitives, strings, boxed values, enums and arrays of primitives; a
// symbolic Integer (or null) where an Integer fits (Object, Comparable, Number: generic
// parameters after erasure); null for the other references.
std::string argumentOf(classfile::ClassPath& cp, const JavaType& t) {
  if (isPrimitive(t)) return t.descriptor();
  if (t.kind == JavaType::Kind::Array)
    return t.componentDesc.size() == 1 ? t.descriptor() : std::string();
  const std::string& c = t.className;
  if (c == "java/lang/String" || emit::isBoxed(c) || isEnum(cp, c)) return t.descriptor();
  if (c == "java/lang/Object" || c == "java/lang/Comparable" || c == "java/lang/Number" ||
      c == "java/io/Serializable")
    return "Ljava/lang/Integer;";
  return "";
}

// Per parameter of `op` on `className`, the objects a sequence passes besides null (see
// Operation::ObjectArgument): for a parameter of an analysed class's type, the receiver when
// it is one (never to a constructor: the object does not exist yet), and an object built
// through the API of the parameter's class (of `className` where that class is abstract);
// for equals(Object), the receiver and another object of its class.
std::vector<Operation::ObjectArgument> objectArguments(classfile::ClassPath& cp,
                                                       const std::string& className,
                                                       const Operation& op) {
  std::vector<Operation::ObjectArgument> out(op.descriptor.params.size());
  const bool equals = op.method.name == "equals" && op.method.descriptor == "(Ljava/lang/Object;)Z";
  // Tests give generic classes Integer for their type parameters: a parameter whose type
  // arguments name another class (Box<String>) cannot take such an object.
  std::vector<std::string> generic;
  if (const classfile::ClassFile* owner = cp.find(op.method.className))
    for (const auto& m : owner->methods)
      if (m.name == op.method.name && m.descriptor == op.method.descriptor && !m.signature.empty())
        generic = classfile::methodParameterSignatures(m.signature);
  auto takesIntegers = [&](size_t i) {
    if (i >= generic.size()) return true;
    for (const std::string& a : classfile::typeArguments(generic[i]))
      if (a[0] != 'T' && a != "Ljava/lang/Integer;" && a != "Ljava/lang/Object;") return false;
    return true;
  };
  for (size_t i = 0; i < out.size(); ++i) {
    const JavaType& t = op.descriptor.params[i];
    if (equals) {
      out[i] = {true, className, "", clp::kNoPred};
      continue;
    }
    if (t.kind != JavaType::Kind::Class || !op.arguments[i].empty() || !cp.isUserClass(t.className))
      continue;
    const classfile::ClassFile* cf = cp.find(t.className);
    if (!cf || !takesIntegers(i)) continue;
    const bool receiver = classfile::isSubclassOf(cp, className, t.className);
    out[i].receiver = receiver && !op.isConstructor();
    if (!(cf->access & (classfile::kAccAbstract | classfile::kAccInterface)))
      out[i].builtClass = t.className;
    else if (receiver)
      out[i].builtClass = className;
  }
  return out;
}

// The classes from `className` up to (not including) the JDK's: their public methods are the
// class's API.
std::vector<const classfile::ClassFile*> apiClasses(classfile::ClassPath& cp,
                                                    const std::string& className) {
  std::vector<const classfile::ClassFile*> out;
  for (std::string c = className; !c.empty() && cp.isUserClass(c);) {
    const auto* cf = cp.find(c);
    if (!cf) break;
    out.push_back(cf);
    c = cf->superName;
  }
  return out;
}

}  // namespace

std::vector<Operation> operationsOf(classfile::ClassPath& cp, const std::string& className,
                                    std::vector<std::pair<MethodId, std::string>>& skipped,
                                    bool observers) {
  const auto* cls = cp.find(className);
  if (!cls) throw std::invalid_argument("class not found: " + className);
  if (cls->access & (classfile::kAccAbstract | classfile::kAccInterface))
    throw std::invalid_argument(className + " is abstract: no sequence can construct it");
  if (std::string outer = classfile::enclosingInstanceClass(cp, className); !outer.empty())
    throw std::invalid_argument(fmt::format(
        "{} is an inner class: its objects need an enclosing {}, which a sequence of its own "
        "calls cannot make: use gen, or seq on {}",
        classfile::sourceName(cp, className), classfile::sourceName(cp, outer),
        classfile::sourceName(cp, outer)));
  std::vector<Operation> ops;
  std::set<std::string> seen;
  PurityAnalysis purity(cp);
  for (const auto* cf : apiClasses(cp, className)) {
    for (const auto& m : cf->methods) {
      bool ctor = m.isConstructor();
      if (ctor && cf != cls) continue;
      if (!(m.access & classfile::kAccPublic) || m.isStatic() || m.isAbstract() ||
          m.isSynthetic() || (m.access & classfile::kAccBridge) || m.isClassInitializer())
        continue;
      if (!seen.insert(m.name + m.descriptor).second) continue;  // overridden below
      MethodId id{cf->name, m.name, m.descriptor};
      Operation op;
      op.method = id;
      op.descriptor = classfile::parseMethodDescriptor(m.descriptor);
      if (m.isNative() || !m.code) {
        skipped.emplace_back(id, "no bytecode");
        continue;
      }
      for (const auto& p : op.descriptor.params) op.arguments.push_back(argumentOf(cp, p));
      op.objectArguments = objectArguments(cp, className, op);
      for (size_t i = 0; i < op.arguments.size(); ++i)
        if (op.objectArguments[i].any()) op.arguments[i].clear();  // equals(Object)
      op.checkedThrows = testcase::checkedThrows(cp, m);
      op.overloadedArity = testcase::overloadedArity(cp, {className, m.name, m.descriptor});
      op.observer = observers && !ctor && op.descriptor.params.empty() &&
                    isPrimitive(op.descriptor.result) && purity.isPure(id);
      ops.push_back(std::move(op));
    }
  }
  bool anyConstructor = false;
  for (const auto& op : ops) anyConstructor = anyConstructor || op.isConstructor();
  if (!anyConstructor)
    throw std::invalid_argument(className + " has no public constructor: use gen");
  return ops;
}

std::string translateOperation(translate::Translator& translator, Operation& op) {
  op.entry = translator.require(op.method.className, op.method.name, op.method.descriptor);
  if (op.entry == clp::kNoPred) {
    const auto* why = translator.whySkipped(op.method.key());
    return why ? (why->offset >= 0 ? fmt::format("offset {}: {}", why->offset, why->reason)
                                   : why->reason)
               : "not translated";
  }
  const clp::Program& program = translator.program();
  const auto& names = program.methods[program.predicates[op.entry].method].paramNames;
  op.paramNames.clear();
  for (size_t i = 0; i < op.descriptor.params.size(); ++i)
    op.paramNames.push_back(i < names.size() && !names[i].empty() ? names[i]
                                                                  : fmt::format("p{}", i + 1));
  return "";
}

std::vector<Operation> selectOperations(std::vector<Operation> all,
                                        const std::vector<std::string>& only) {
  if (only.empty()) return all;
  std::vector<Operation> kept;
  for (Operation& op : all) {
    const std::string signature = op.method.name + op.method.descriptor;
    if (op.isConstructor() || op.observer ||
        std::find_if(only.begin(), only.end(), [&](const std::string& m) {
          return m == op.method.name || m == signature;
        }) != only.end())
      kept.push_back(std::move(op));
  }
  return kept;
}

namespace {

// Adds one run's exploration to the class's (`first`: the first run).
void accumulate(results::ExplorationStats& total, const results::ExplorationStats& run,
                bool first) {
  if (first) {
    total = run;
    return;
  }
  total.paths += run.paths;
  total.unfoldings += run.unfoldings;
  total.cutByBound += run.cutByBound;
  total.infeasible += run.infeasible;
  total.choicePoints += run.choicePoints;
  total.prunedByExtensions += run.prunedByExtensions;
  total.solverUnknown += run.solverUnknown;
  total.stoppedAtUnhandled += run.stoppedAtUnhandled;
  total.concretizedFloats += run.concretizedFloats;
  for (const auto& [call, n] : run.unhandledCalls) total.unhandledCalls[call] += n;
  total.stoppedAtUnsupported += run.stoppedAtUnsupported;
  for (const auto& [code, n] : run.unsupportedCode) total.unsupportedCode[code] += n;
  if (!run.complete) {
    total.complete = false;
    total.stopReason = run.stopReason;
  }
}

// The type arguments tests give a generic class: Integer for every type parameter
// ("<Integer, Integer>"), empty for a class without any; nothing when some bound rules
// Integer out (tests then name the class raw).
std::optional<std::string> integerTypeArguments(const classfile::ClassFile& cf) {
  std::vector<classfile::TypeParameter> params = classfile::typeParameters(cf.signature);
  if (cf.signature.empty() || params.empty()) return "";
  std::string list;
  for (const auto& p : params) {
    for (const std::string& bound : p.bounds) {
      std::string b = classfile::erasure(bound);
      if (b != "java/lang/Object" && b != "java/lang/Comparable" && b != "java/lang/Number" &&
          b != "java/io/Serializable")
        return std::nullopt;
    }
    list += (list.empty() ? "" : ", ") + std::string("Integer");
  }
  return "<" + list + ">";
}

class ClassExploration {
 public:
  ClassExploration(testcase::GenerationSession& session, const SequenceOptions& options,
                   ClassSequences& out)
      : session_(session), options_(options), out_(out) {}

  void run() {
    classfile::ClassPath& cp = session_.classPath();
    translate::Translator& translator = session_.translator();
    typeArguments(*cp.find(out_.className));
    auto only = options_.methods.find(out_.className);
    std::vector<Operation> wanted = selectOperations(
        operationsOf(cp, out_.className, out_.skipped, options_.observers),
        only == options_.methods.end() ? std::vector<std::string>{} : only->second);
    for (Operation& op : wanted) {
      if (std::string why = translateOperation(translator, op); !why.empty()) {
        out_.skipped.emplace_back(op.method, why);
        continue;
      }
      builders(translator, cp, op);
      out_.operations.push_back(std::move(op));
    }
    bool anyConstructor = false;
    for (const auto& op : out_.operations) anyConstructor = anyConstructor || op.isConstructor();
    if (!anyConstructor) {
      out_.note = "no public constructor could be translated";
      out_.partial = true;
      return;
    }
    Driver driver = addDriver(translator, out_.className, out_.operations, options_.length);
    testcase::ClassInitialization init =
        testcase::classInitializers(translator, cp, driver.entry, {}, out_.className);
    if (!init.problems.empty()) {
      out_.note = init.problems.front();
      out_.partial = true;
      return;
    }
    explore(driver, init.initializers);
  }

 private:
  // The builders of the objects `op` may be passed (Operation::ObjectArgument): an object
  // built with up to --argument-calls calls after its constructor. A class tests cannot build
  // through its API is passed the receiver or null only.
  void builders(translate::Translator& translator, classfile::ClassPath& cp, Operation& op) {
    for (Operation::ObjectArgument& arg : op.objectArguments) {
      if (arg.builtClass.empty()) continue;
      // A generic class's objects are declared with Integer for its type parameters; one
      // whose bounds rule Integer out would be a raw type (a javac warning): not built.
      const classfile::ClassFile* cf = cp.find(arg.builtClass);
      std::optional<std::string> types = cf ? integerTypeArguments(*cf) : std::nullopt;
      std::string why;
      arg.builder =
          types ? ApiReceivers(options_.argumentCalls).builder(translator, cp, arg.builtClass, why)
                : clp::kNoPred;
      if (arg.builder == clp::kNoPred) arg.builtClass.clear();
      arg.typeArguments = types.value_or("");
    }
  }

  // Integer stands for each type parameter whose bounds it meets (what an Object or
  // Comparable parameter gets, see argumentOf).
  void typeArguments(const classfile::ClassFile& cf) {
    std::optional<std::string> args = integerTypeArguments(cf);
    out_.rawType = !args;
    out_.typeArguments = args.value_or("");
  }

  void explore(const Driver& driver, const std::vector<clp::PredId>& initializers) {
    const testcase::GeneratorOptions& g = options_.generator;
    classfile::ClassPath& cp = session_.classPath();
    const clp::Program& program = session_.translator().program();
    std::vector<uint32_t> bounds(program.predicates.size(), g.k);
    std::vector<bool> inModel(program.predicates.size(), false);
    std::vector<uint32_t> splits(program.predicates.size(),
                                 std::max(g.limits.maxSymbolicIndex, 2 * g.k));
    for (size_t p = 0; p < program.predicates.size(); ++p) {
      const std::string& cls = program.methods[program.predicates[p].method].className;
      if (cp.isModelClass(cls)) {
        bool collection = cls.rfind("java/util/", 0) == 0;
        bounds[p] = std::max(g.k, collection ? g.collectionK : g.modelK);
        inModel[p] = true;
        if (collection) splits[p] = std::max(splits[p], g.collectionK);
      }
    }
    auto unfolding = symexec::makeBlockK(std::move(bounds), std::move(inModel), std::move(splits));
    solver::ExprPool pool;
    auto solver = solver::makeSolver(pool, g.solver);
    StateTable states(pool, g.solver, options_.subsumption);
    Checkpoints checkpoints(driver, out_.operations, states, out_.stats);
    SequenceCollector collector(session_, out_, checkpoints, suiteProbes_);
    symexec::UnhandledCallPolicy unhandled(g.unhandled);
    // Arguments are fresh objects (or null): two calls never share one, which only `==` on
    // strings or boxed values could tell apart, and aliasing would multiply the states.
    symexec::LazyInitialization lazy(symexec::LazyInitOptions{false});
    symexec::EngineHooks hooks;
    hooks.callHandlers = {&checkpoints, &unhandled};
    hooks.resolver = &lazy;
    hooks.pathObservers = {&collector};
    session_.oracle().setObjectCandidates({"java/lang/Object"});
    symexec::Engine engine(program, pool, *solver, *unfolding, session_.oracle(), g.limits,
                           std::move(hooks));
    // Breadth-first admission (see Checkpoints): one run per depth, while the last one left
    // states to extend. Without subsumption the order changes nothing: one run.
    const uint32_t first = options_.subsumption ? 0 : options_.length;
    for (uint32_t depth = first; depth <= options_.length; ++depth) {
      if (options_.subsumption && checkpoints.advance(depth) == 0 && depth > first) break;
      results::ExplorationStats run = engine.run(
          driver.entry, [](heap::Heap&) { return std::vector<symexec::Value>{}; }, initializers);
      accumulate(out_.exploration, run, depth == first);
      if (!run.complete) break;
    }
    out_.stats.subsumptionChecks = states.checks();
    out_.stats.solverCalls = states.solverCalls() + solver->stats().solverCalls;
    if (!out_.exploration.complete) {
      out_.partial = true;
      out_.note = out_.exploration.stopReason;
    } else if (out_.exploration.solverUnknown > 0 || collector.modelFailures > 0) {
      out_.partial = true;
      out_.note = fmt::format("solver gave up on {} branch(es) or models",
                              out_.exploration.solverUnknown + collector.modelFailures);
    }
  }

  testcase::GenerationSession& session_;
  const SequenceOptions& options_;
  ClassSequences& out_;
  std::set<std::pair<MethodId, uint32_t>> suiteProbes_;
};

// The methods of `className` JaCoCo reports on.
std::vector<MethodId> measuredMethods(classfile::ClassPath& cp, const std::string& className) {
  std::vector<MethodId> out;
  const auto* cls = cp.find(className);
  if (!cls) return out;
  for (const auto& m : cls->methods) {
    if (!m.code) continue;
    if (coverage::jacoco::isFilteredMethod(*cls, m,
                                           classfile::decodeBytecode(*m.code, cls->origin)))
      continue;
    out.push_back({className, m.name, m.descriptor});
  }
  return out;
}

}  // namespace

namespace {

// What every class of a run shares: the session (its translations), the safety limits and
// the signals that stop the engine and Z3.
class SequenceRunner {
 public:
  SequenceRunner(classfile::ClassPath& classPath, const SequenceOptions& options)
      : options_(options),
        cancel_(options.generator.cancel ? *options.generator.cancel : ownCancel_),
        stoppable_(stoppableOptions(options, cancel_)),
        watchdog_(cancel_, options.generator.totalTimeLimit),
        session_(classPath, stoppable_.generator) {}

  bool stopped() const { return cancel_.runStopped(); }
  testcase::GenerationSession& session() { return session_; }

  ClassSequences explore(const std::string& name) {
    auto classStart = std::chrono::steady_clock::now();
    ClassSequences cs;
    cs.className = name;
    cs.length = options_.length;
    if (cancel_.runStopped()) return notStarted(name);
    if (options_.generator.progress) options_.generator.progress(name);
    watchdog_.startMethod(options_.generator.timeLimit);
    ClassExploration(session_, stoppable_, cs).run();
    watchdog_.endMethod();
    coverage::CoverageMap mine(session_.catalog());
    for (const SequenceTest& t : cs.tests)
      for (const auto& [id, probes] : t.probes) mine.addProbes(id, probes);
    for (const MethodId& id : measuredMethods(session_.classPath(), name)) {
      coverage::CoverageCounts c = mine.counts(id);
      cs.instructions.covered += c.coveredInstructions;
      cs.instructions.total += c.totalInstructions;
      cs.branches.covered += c.coveredBranches;
      cs.branches.total += c.totalBranches;
    }
    cs.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - classStart).count();
    return cs;
  }

  ClassSequences notStarted(const std::string& name) const {
    ClassSequences cs;
    cs.className = name;
    cs.length = options_.length;
    cs.partial = true;
    cs.note = "not started: " + cancel_.reason();
    return cs;
  }

 private:
  static SequenceOptions stoppableOptions(const SequenceOptions& options,
                                          solver::Cancellation& cancel) {
    SequenceOptions stoppable = options;
    stoppable.generator.limits.stop = &cancel;
    stoppable.generator.solver.cancel = &cancel;
    return stoppable;
  }

  const SequenceOptions& options_;
  solver::Cancellation ownCancel_;
  solver::Cancellation& cancel_;
  SequenceOptions stoppable_;
  solver::Watchdog watchdog_;
  testcase::GenerationSession session_;
};

// -j: this process explores from the first class on, the workers from the last; between two
// of its own it takes what the workers stored so far, and the rest once they store it (or
// explores it itself when no worker is left to).
std::vector<ClassSequences> exploreShared(SequenceRunner& runner,
                                          const std::vector<std::string>& names,
                                          SharedSequences& shared) {
  std::vector<std::optional<ClassSequences>> done(names.size());
  size_t workersEnd = names.size();  // loaded from here on
  for (size_t i = 0; i < names.size() && !runner.stopped(); ++i) {
    for (; workersEnd > i; --workersEnd) {
      if (done[workersEnd - 1]) continue;
      if (!(done[workersEnd - 1] = shared.stored(names[workersEnd - 1]))) break;
    }
    if (!done[i] && shared.claim(names[i])) done[i] = runner.explore(names[i]);
  }
  std::vector<ClassSequences> out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (!done[i] && !runner.stopped()) {
      shared.await(names[i]);
      done[i] = shared.stored(names[i]);
    }
    out.push_back(
        done[i] ? std::move(*done[i])
                : (runner.stopped() ? runner.notStarted(names[i]) : runner.explore(names[i])));
  }
  return out;
}

}  // namespace

SequenceRun exploreSequences(classfile::ClassPath& classPath,
                             const std::vector<std::string>& classNames,
                             const SequenceOptions& options) {
  auto start = std::chrono::steady_clock::now();
  SequenceRun run;
  run.k = options.generator.k;
  run.length = options.length;
  SequenceRunner runner(classPath, options);
  if (options.shared) {
    run.classes = exploreShared(runner, classNames, *options.shared);
  } else {
    for (const std::string& name : classNames) run.classes.push_back(runner.explore(name));
  }
  testcase::GenerationSession& session = runner.session();
  for (const ClassSequences& cs : run.classes)
    for (const SequenceTest& t : cs.tests)
      for (const auto& [id, probes] : t.probes) session.suite().addProbes(id, probes);
  for (const std::string& name : classNames)
    for (const MethodId& id : measuredMethods(classPath, name)) {
      coverage::CoverageCounts c = session.suite().counts(id);
      run.classCoverage.push_back(
          {id, {c.coveredInstructions, c.totalInstructions}, {c.coveredBranches, c.totalBranches}});
    }
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

size_t exploreClaimedSequences(classfile::ClassPath& classPath,
                               const std::vector<std::string>& classNames,
                               const SequenceOptions& options, SharedSequences& shared) {
  SequenceRunner runner(classPath, options);
  size_t explored = 0;
  for (auto it = classNames.rbegin(); it != classNames.rend() && !runner.stopped(); ++it) {
    if (!shared.claim(*it)) continue;
    ClassSequences cs = runner.explore(*it);
    // Cut short by this worker's stop: the command explores it again.
    if (runner.stopped()) break;
    shared.store(cs);
    ++explored;
  }
  return explored;
}

}  // namespace symtest::sequences
