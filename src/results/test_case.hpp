// The results of a generation run as data: test cases (one per finished derivation, with
// symbolic and concrete parts), per-method results and run-wide figures. Techniques add to them
// through annotations (annotation.hpp); no engine type appears here.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "classfile/descriptor.hpp"
#include "classfile/method_id.hpp"
#include "results/annotation.hpp"
#include "results/exploration_stats.hpp"

namespace symtest::results {

// A concrete value: a primitive (sign- or zero-extended according to its type) or a
// reference (index into TestCase::objects, -1 for null).
struct ConcreteValue {
  classfile::JavaType type;
  // Integers sign-extended (char, boolean: their unsigned value); float and double: their
  // IEEE bits (NaN canonical); references: an object index, negative for null.
  int64_t value = 0;
  bool isReference() const { return type.isReference(); }
  bool isNull() const { return isReference() && value < 0; }
};

// A field of an object (or an element of an array) and its value.
struct SlotValue {
  std::string owner;  // declaring class (internal name); empty for array elements
  std::string name;   // field name, or the element index
  ConcreteValue value;
};

// An object of the input or output heap of a test case.
struct ObjectSnapshot {
  std::string type;                // internal class name or array descriptor ("[I")
  bool isInput = false;            // part of the input heap (built by the test before the call)
  std::string path;                // access path of input objects ("this.first"), for names
  int64_t length = 0;              // arrays
  std::vector<SlotValue> initial;  // input objects: the fields the method read, as they were
  std::vector<SlotValue> final;    // fields and elements known at the end
  // A constant the test names instead of building it (an enum constant): the static field.
  std::string constantOwner, constantField;
  // Created by a class initializer (static state): built by the test like an input object,
  // unless a final static field holds it (finalOwner.finalField): the test then reaches the
  // JVM's own object and sets up the fields the path read.
  // (An anonymous subclass of a JDK collection held there, a double-brace map, is described as
  // that collection: the test can only use its API.)
  bool preState = false;
  // A String literal's object: one per text in the JVM (a map's key "body" is the same object
  // as the parser's "body"), so a test writes the literal, never new String.
  bool interned = false;
  std::string finalOwner, finalField;
  std::string signature;  // generic type when known ("Ljava/util/ArrayList<...>;")
  // A lambda or method reference (a hidden class on the JVM): tests hold it, never build it,
  // name its class or read its captured values.
  bool isLambda = false;
  // An input object the test builds with a constructor and these arguments: an input record
  // (its canonical constructor; the values the path gave the components), or a receiver built
  // through its class's API (`constructor` names the constructor's descriptor, and `calls` the
  // public methods called on it afterwards, in order).
  bool constructed = false;
  std::vector<ConcreteValue> constructorArgs;
  std::string constructor;  // "(I)V"; empty: the canonical constructor of a record
  struct Call {
    std::string name, descriptor;
    std::vector<ConcreteValue> args;
  };
  std::vector<Call> calls;
  // The path compared this object by reference (==): its identity matters.
  bool identityCompared = false;
  // An object the JVM beside the run made (a JDK object of a call run there): tests never build
  // it; where they check it, they write `jdkExpression` (a call that makes an equal object)
  // when its class compares by equals (`jdkEquals`) and no later call may have changed it.
  bool jdkObject = false;
  std::string jdkExpression;
  bool jdkEquals = false;
  bool isConstant() const { return !constantField.empty(); }
  bool isArray() const { return !type.empty() && type[0] == '['; }
};

struct Parameter {
  std::string name;
  classfile::JavaType type;
  // Generic type ("Ljava/util/List<Ljava/lang/Integer;>;"), if any; type variables are bound
  // to their defaults (an E parameter is an Integer).
  std::string signature;
  // The class inputs of this parameter have (internal name): the erasure of the signature when
  // it narrows the declared type (Integer for E), else empty.
  std::string inputClass;
};

using MethodId = classfile::MethodId;

struct TestCase {
  uint32_t number = 0;  // 1-based within its method
  uint64_t work = 0;    // the exploration's work when the path ended (symexec::explorationWork)
  std::vector<ConcreteValue> inputs;      // one per parameter
  std::optional<ConcreteValue> receiver;  // `this` of instance methods
  std::vector<ObjectSnapshot> objects;    // input objects first, then objects created
  std::vector<SlotValue> staticsBefore;   // static fields read, as they were
  std::vector<SlotValue> staticsAfter;    // static fields known at the end
  std::vector<std::string> constraints;   // the path condition over the inputs, as text
  // The same for people: in the library's API terms, implied bounds left out (JUnit, table).
  std::vector<std::string> readableConstraints;
  bool throws = false;
  std::string exceptionClass;           // internal name when throws
  std::optional<ConcreteValue> result;  // absent for void methods and exceptions
  int exceptionObject = -1;             // the thrown object, when it is one of `objects`
  // The thrown exception's message (a String object or null), when analysed code gave it.
  std::optional<ConcreteValue> exceptionMessage;
  // The status of System.exit when the path ends there (no result, no exception).
  std::optional<ConcreteValue> exitStatus;
  // What the path printed on System.out and System.err (UTF-16 code units), when the run
  // captures output.
  std::optional<std::vector<uint16_t>> printedOut, printedErr;
  std::string trace;  // the trace term: pred(rule,[callee traces])
  // Values returned by input sources (Verifier.nondetInt(), ...), in call order.
  std::vector<std::pair<std::string, ConcreteValue>> sources;
  // Assumptions the path relies on (unconstrained results of unhandled calls).
  std::vector<std::string> assumptions;
  // Covered bytecode offsets per method reached by this test (JaCoCo rules).
  std::map<MethodId, std::vector<uint32_t>> coveredOffsets;
  // JaCoCo probes this test fires per method: its coverage, for suite reduction.
  std::map<MethodId, std::vector<uint32_t>> probes;
  // What techniques add (the goals of a guided run, costs), in the order they added it.
  Annotations annotations;
  // The values of the path's input variables this test was built from, by variable id
  // (a solver::Assignment).
  std::unordered_map<uint32_t, uint64_t> model;
  // Its only sources are identity hash codes, and they change nothing it asserts (see
  // buildTestCase): the test runs although the JVM chooses them.
  bool identityHashesIrrelevant = false;
  // The class (internal name) whose `assert` the path evaluated before it threw, or empty.
  // symtest explores with assertions enabled (java -ea); without them the JVM may take another
  // path, so the test runs only where they are enabled.
  std::string needsAssertionsIn;
};

struct Counter {
  uint32_t covered = 0;
  uint32_t total = 0;
};

struct MethodCoverageReport {
  MethodId method;
  Counter instructions;
  Counter branches;
};

struct SolverSummary {
  uint64_t queries = 0, decidedWithoutSolver = 0, solverCalls = 0, outOfBudget = 0;
  // decidedWithoutSolver by layer: constant folding and syntactic contradictions, a known
  // model, local search with the evaluator, the query cache.
  uint64_t byFolding = 0, byModel = 0, bySearch = 0, byCache = 0;
  uint64_t gaveUpBranches = 0;  // branches cut because a query ran out of its budget
  uint64_t queryBudget = 0;     // Z3 resource units per query (SolverOptions::queryBudget)
  uint64_t resourceUnits = 0;   // Z3 resource units used by all queries
  double solverSeconds = 0;
};

struct MethodResult {
  MethodId method;
  std::vector<Parameter> params;
  classfile::JavaType resultType;
  bool isStatic = true;
  // Why a test class in the method's package cannot call it (a private method, a class or a
  // parameter type it cannot name), or empty: then JUnit tests are written for it.
  std::string notCallable;
  // How its tests build the receiver (instance methods): "api" (a public constructor, then
  // public calls), or "fields" (an object whose fields are set as the path needs, through
  // reflection), with the reason when api was asked for ("fields: no public constructor").
  std::string receivers;
  // What a test method calling it must declare for its checked exceptions: "" (none),
  // "Exception", or "Throwable" (it declares a checked Throwable that is no Exception).
  std::string checkedThrows;
  // Another method the class has or inherits has this name and as many parameters: a null
  // argument is written with a cast to its parameter's type, or javac may find it ambiguous.
  bool overloadedArity = false;
  // A constructor of a non-static inner class: the class of its enclosing instance (its first
  // parameter, written outer.new Inner(...)), else empty.
  std::string enclosingClass;
  // NotStarted: the run was stopped (a signal, --total-time) before this method.
  enum class Status { Complete, Partial, Skipped, NotStarted } status = Status::Complete;
  std::string note;  // skip reason, why the exploration is partial, or why it never started
  std::vector<TestCase> tests;
  ExplorationStats exploration;
  // Coverage of the tests over this method and the methods it calls (the papers' CC).
  Counter instructions;
  Counter branches;
  std::vector<MethodCoverageReport> perMethod;
  double seconds = 0;
  // The test cases built before a technique dropped some (suite reduction), when more.
  uint32_t generatedTests = 0;
  // Figures a technique reports for this method (e.g. "abstract traces"), by name.
  std::map<std::string, uint64_t> counters;
  // What techniques report for this method beyond figures (the status of program points).
  Annotations annotations;
  // The solver's work for this method's exploration (kept with stored results, so that a
  // run that loads them reports what computing them took; queryBudget unused here).
  SolverSummary solver;
};

// How generated Java source names the classes the test cases mention: source names
// ("Outer.Inner"; none for local and anonymous classes), and the classes a test class in a
// given package cannot name (private nested classes, package-private ones of other packages),
// which tests reach through reflection instead.
struct TypeNames {
  std::map<std::string, std::string> source;                   // internal name -> source name
  std::set<std::pair<std::string, std::string>> inaccessible;  // (internal name, package)
  std::set<std::string> generic;  // classes with type parameters (named raw, they warn)
  // The source name, or empty when there is none.
  std::string sourceOf(const std::string& internal) const;
  bool accessible(const std::string& internal, const std::string& package) const;
};

struct GenerationResult {
  uint32_t k = 2;
  bool capturesOutput = false;  // test cases record what they print (--capture-output)
  // Which paths became test cases ("all-paths", or a technique's criterion, e.g. "branch"),
  // and whether suites were reduced after generation.
  std::string criterion = "all-paths";
  bool reduced = false;
  AnnotationDefaults testAnnotationDefaults;
  // Calls to code that is neither analysed nor modelled, with the times each was met.
  std::map<std::string, uint64_t> unhandledCalls;
  std::vector<MethodResult> methods;
  // Coverage of all generated tests together, per method of the analysed classes: what
  // JaCoCo measures when the whole generated suite runs.
  std::vector<MethodCoverageReport> classCoverage;
  TypeNames typeNames;
  SolverSummary solver;
  // What techniques report for the whole run, by section ("summaries").
  struct Section {
    std::map<std::string, uint64_t> counts;  // e.g. "computed" -> 3
    // Named tables of texts, e.g. "fallbacks": method -> why it has no summary.
    std::map<std::string, std::map<std::string, std::string>> tables;
  };
  std::map<std::string, Section> sections;
  double seconds = 0;
  bool partial() const;
};

// Whether the JUnit test of `test` runs: not when it needs input sources or unconstrained
// results of unhandled calls (it cannot be replayed by calling the method), ends the JVM
// (System.exit), or sees a class initializer fail (what it sees depends on earlier tests).
// Disabled tests count in no suite coverage: JaCoCo never sees them run.
bool runsAsWritten(const TestCase& test);

// The UTF-16 code units of String object `index` of `test` (its char array: the final
// contents, else the initial ones).
std::vector<uint16_t> stringContent(const TestCase& test, size_t index);

// The text of StringBuilder object `index` of `test` (its first `count` chars), as it was
// (`initial`) or at the end.
std::vector<uint16_t> builderContent(const TestCase& test, size_t index, bool initial);

}  // namespace symtest::results
